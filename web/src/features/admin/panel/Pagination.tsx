/** A noun, singular and plural: ['registration', 'registrations']. */
export type Noun = readonly [one: string, many: string]

/** "1 registration", "12 registrations", "0 registrations". */
export const countOf = (count: number, [one, many]: Noun) => `${count} ${count === 1 ? one : many}`

interface Props {
  page: number
  pageSize: number
  total: number
  /** ['user', 'users'] */
  noun: Noun
  onPage: (page: number) => void
  label: string
}

/** "21–40 of 87 users · page 2 of 5" with Previous and Next. */
export function Pagination({ page, pageSize, total, noun, onPage, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="muted">
        {first}–{last} of {countOf(total, noun)} · page {page} of {pages}
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
