import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { eventQuery } from '../events'
import { checkInCodeQuery } from './queries'
import './check-in.css'

/**
 * /admin/events/:id/code (docs/product.md#check-in-at-the-door): the self check-in code, large, for a
 * projector. A new one every minute; the page fetches it when the old one expires.
 */
export function CodeDisplayPage({ eventId }: { eventId: string }) {
  const event = useQuery(eventQuery(eventId))
  const code = useQuery(checkInCodeQuery(eventId))
  useDocumentTitle('Self check-in code')
  const seconds = useSecondsUntil(code.data?.expiresAt)
  return (
    <div className="page code-page">
      <p className="eyebrow">{event.data?.name ?? 'Self check-in'}</p>
      <h1>Check in yourself</h1>
      <p className="code-instructions">
        Open this event in the GameDev Club app, and type this code under <strong>Check in yourself</strong>:
      </p>
      {code.data ? (
        <>
          <p className="check-in-code" aria-live="polite">
            <span aria-hidden="true">{code.data.code}</span>
            <span className="sr-only">Code: {code.data.code.split('').join(' ')}</span>
          </p>
          <p className="code-expiry" aria-hidden="true">
            {seconds > 0 ? `A new code in ${seconds} s` : 'Getting the next code…'}
          </p>
        </>
      ) : code.isError ? (
        <LoadFailed message="The code could not be fetched: it needs the server." query={code} />
      ) : (
        <p role="status">Fetching the code…</p>
      )}
      <button
        type="button"
        className="button small code-fullscreen"
        onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}
      >
        Full screen
      </button>
    </div>
  )
}

function useSecondsUntil(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1_000)) : 0
}
