import { lazy, Suspense, useEffect, useState } from 'react'
import { useConnectivity } from './connectivity'
import { useUpdateAvailable } from './service-worker'

const PwaNoticesContent = lazy(() => import('./PwaNoticesContent').then((m) => ({ default: m.PwaNoticesContent })))

/**
 * The notices at the bottom of every page (mounted by routes/__root.tsx): a new version to reload
 * into, and whether the app can reach the server. Fixed to the bottom, so showing them never moves
 * the page; one polite live region that is always there, so screen readers announce what appears
 * in it. Their code loads the first time there is something to say (most visits never need it).
 */
export function PwaNotices() {
  const connectivity = useConnectivity()
  const updateAvailable = useUpdateAvailable()
  const needed = connectivity !== 'online' || updateAvailable
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (needed) setLoaded(true)
  }, [needed])
  return (
    <div className="pwa-notices" role="status" aria-live="polite">
      {(loaded || needed) && (
        <Suspense fallback={null}>
          <PwaNoticesContent />
        </Suspense>
      )}
    </div>
  )
}
