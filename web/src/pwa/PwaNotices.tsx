import { useEffect, useRef, useState } from 'react'
import { type Connectivity, useConnectivity } from './connectivity'
import { reloadIntoNewVersion, useUpdateAvailable } from './service-worker'

/** A new build is ready (docs/offline.md#updates): Reload, or Later. Shown in components/Notices.tsx. */
export function UpdatePrompt() {
  const available = useUpdateAvailable()
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)
  if (!available || dismissed) return null
  return (
    <section className="notice update" aria-label="Update">
      <p>A new version is available</p>
      <div className="notice-actions">
        <button type="button" className="button ghost small" onClick={() => setDismissed(true)}>
          Later
        </button>
        <button
          type="button"
          className="button small"
          disabled={reloading}
          onClick={() => {
            setReloading(true)
            reloadIntoNewVersion()
          }}
        >
          Reload
        </button>
      </div>
    </section>
  )
}

const MESSAGES: Record<Exclude<Connectivity, 'online'>, string> = {
  offline: 'You are offline. Showing saved data; pages you have not opened yet cannot load.',
  'server-not-answering': 'The server is not answering. Showing saved data.',
}

/** Offline or not answering for as long as it lasts; "Back online" for a few seconds after. */
export function ConnectionStatus() {
  const connectivity = useConnectivity()
  const previous = useRef(connectivity)
  const [backOnline, setBackOnline] = useState(false)
  useEffect(() => {
    const wasDown = previous.current !== 'online'
    previous.current = connectivity
    if (connectivity !== 'online' || !wasDown) return setBackOnline(false)
    setBackOnline(true)
    const timer = setTimeout(() => setBackOnline(false), 4_000)
    return () => clearTimeout(timer)
  }, [connectivity])

  const message = connectivity === 'online' ? (backOnline ? 'Back online.' : null) : MESSAGES[connectivity]
  return message && <p className={`notice connection ${connectivity}`}>{message}</p>
}
