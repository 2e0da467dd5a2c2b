/**
 * What /events shows while the list loads: cards of the real cards' shape (the same 2:1 picture
 * box and lines of text), so the page does not jump when they arrive. Silent for screen readers
 * except one status line.
 */
export function EventsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <>
      <p className="sr-only" role="status">
        Loading events…
      </p>
      <ul className="event-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <div className="event-card skeleton">
              <div className="event-image" />
              <div className="event-body">
                <span className="skeleton-line wide" />
                <span className="skeleton-line" />
                <span className="skeleton-line" />
                <span className="skeleton-line short" />
                <span className="skeleton-button" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
