import { useEffect, useState } from 'react'
import { useConnectivity } from '../pwa/connectivity'
import { savedDataMessage } from '../pwa/saved-data'
import '../pwa/pwa.css'

interface QueryState {
  dataUpdatedAt: number
  isRefetchError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Says when content shown from the device's saved copy was last updated, and why it is not
 * fresher (offline, the server not answering, a failed refresh), with a way to try again.
 * Renders nothing while the data is fresh. Put it above the content a query feeds:
 *
 *   const events = useQuery(eventsQuery())
 *   <LastUpdated query={events} />
 */
export function LastUpdated({ query }: { query: QueryState }) {
  const connectivity = useConnectivity()
  const now = useMinuteClock()
  const message = savedDataMessage({
    updatedAt: query.dataUpdatedAt,
    connectivity,
    refreshFailed: query.isRefetchError,
    now,
  })
  if (!message) return null
  return (
    <p className="alert info last-updated" role="status">
      <span>{message}</span>
      {connectivity !== 'offline' && (
        <button
          type="button"
          className="button ghost small"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? 'Trying…' : 'Try again'}
        </button>
      )}
    </p>
  )
}

/** Date.now(), refreshed every minute so "5 minutes ago" keeps telling the truth. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
