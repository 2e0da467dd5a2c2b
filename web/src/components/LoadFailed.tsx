import type { ReactNode } from 'react'

/** What LoadFailed needs of a TanStack query result. */
interface Retryable {
  refetch: () => unknown
  isFetching: boolean
}

/**
 * Data that could not be loaded (the events list, the profile and its registrations, the admin
 * lists): says so and offers to try again, so no screen is a dead end. `children` adds other ways
 * forward beside Try again (the profile offers Logout).
 */
export function LoadFailed({ message, query, children }: { message: string; query: Retryable; children?: ReactNode }) {
  return (
    <div className="alert error with-action">
      <p role="alert">{message}</p>
      <div className="load-failed-actions">
        <button type="button" className="button small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Trying again…' : 'Try again'}
        </button>
        {children}
      </div>
    </div>
  )
}
