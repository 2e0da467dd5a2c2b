import { useConnectivity } from './connectivity'
import './pwa.css'

/**
 * Shown when a page's data takes more than a second (the router's defaultPendingMs). Loaders
 * never wait for ever: a request gives up after 10 s and the page then says why (RouteError).
 */
export function RoutePending() {
  const connectivity = useConnectivity()
  return (
    <section className="page route-pending" aria-busy="true">
      <p role="status">
        <span className="route-pending-dot" aria-hidden="true" />
        {connectivity === 'online' ? 'Loading…' : 'Loading… the server is slow to answer.'}
      </p>
    </section>
  )
}
