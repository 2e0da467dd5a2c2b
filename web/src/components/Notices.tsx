import { lazy, Suspense, useEffect, useState } from 'react'
import { useConnectivity } from '../pwa/connectivity'
import { useUpdateAvailable } from '../pwa/service-worker'
import { rememberLastUsed } from './last-used-control'

const NoticesContent = lazy(() => import('./NoticesContent').then((m) => ({ default: m.NoticesContent })))

/** components/messages.ts dispatches it when it shows a message (the same name: messages.test.ts checks). */
export const MESSAGE_EVENT = 'club:message'

/**
 * The one place for what the app has to say in passing (mounted by routes/__root.tsx): the
 * messages of what a person just did (components/messages.ts), a new version to reload into, and
 * whether the app can reach the server, stacked at the bottom of every page so none hides another
 * (docs/decisions/0126-one-place-for-messages.md). Fixed, so showing them never moves the page;
 * one polite live region that is always there, so screen readers announce what appears in it.
 * Their code loads the first time there is something to say (most visits never need it).
 */
export function Notices() {
  const connectivity = useConnectivity()
  const updateAvailable = useUpdateAvailable()
  const needed = connectivity !== 'online' || updateAvailable
  // Once loaded, the content stays ("Back online." comes after the need has passed; the messages'
  // store is then read by the content itself): the first need or message is enough.
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  useEffect(() => addEventListener(MESSAGE_EVENT, () => setLoaded(true), { once: true }), [])
  useEffect(() => {
    document.addEventListener('click', rememberLastUsed, true)
    return () => document.removeEventListener('click', rememberLastUsed, true)
  }, [])
  return (
    <div className="notices" role="status" aria-live="polite">
      {loaded && (
        <Suspense fallback={null}>
          <NoticesContent />
        </Suspense>
      )}
    </div>
  )
}
