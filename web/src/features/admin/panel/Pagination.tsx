interface Props {
  page: number
  pageSize: number
  total: number
  /** "users", "registrations" */
  noun: string
  onPage: (page: number) => void
  label: string
}

/** "Page 2 of 5 · 87 users" with Previous and Next. */
export function Pagination({ page, pageSize, total, noun, onPage, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="muted">
        {first}–{last} of {total} {noun} · page {page} of {pages}
      </p>
      <div className="pagination-buttons">
        <button
          type="button"
          className="button ghost small"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && onPage(page - 1)}
        >
          Previous<span className="sr-only"> page</span>
        </button>
        <button
          type="button"
          className="button ghost small"
          aria-disabled={page >= pages}
          onClick={() => page < pages && onPage(page + 1)}
        >
          Next<span className="sr-only"> page</span>
        </button>
      </div>
    </nav>
  )
}
