import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isNetworkError } from '../api/errors'
import { useConnectivity } from './connectivity'
import './pwa.css'

/**
 * A page whose data could not be loaded (the router's defaultErrorComponent). Says plainly when
 * that is because of the connection, tries again by itself once the connection is back, and
 * always offers a way forward.
 */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter()
  const connectivity = useConnectivity()
  const network = isNetworkError(error)
  const previous = useRef(connectivity)
  useEffect(() => {
    // Only on the way back (offline or not answering → online), never in a loop.
    const cameBack = previous.current !== 'online' && connectivity === 'online'
    previous.current = connectivity
    if (network && cameBack) void router.invalidate()
  }, [network, connectivity, router])

  const [title, text] = !network
    ? ['Something went wrong', 'This page could not be loaded. Try again, or go back to the home page.']
    : connectivity === 'offline'
      ? [
          'You are offline',
          'This page has not been saved on this device yet. It will load when you are back online; pages you have opened before still work.',
        ]
      : [
          'The server is not answering',
          'This page needs the server, and it did not answer. It will load as soon as the server is back.',
        ]
  return (
    <section className="page narrow center">
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="route-error-actions">
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          Try again
        </button>
        <Link to="/" className="button ghost">
          Back to home
        </Link>
      </div>
    </section>
  )
}
