import { Link } from '@tanstack/react-router'
import { pageCount } from './leaderboard-texts'
import type { LeaderboardPage } from './queries'

/** Previous · Page 2 of 9 · Next. */
export function PageLinks({ search, total }: { search: LeaderboardPage; total: number }) {
  const pages = pageCount(total)
  if (pages === 1 && search.page === 1) return null
  return (
    <nav className="leaderboard-pages" aria-label="Pages">
      {search.page > 1 ? (
        <Link
          to="/leaderboard"
          search={{ ...search, page: Math.min(search.page - 1, pages) }}
          className="button ghost small"
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {search.page} of {pages}
      </span>
      {search.page < pages ? (
        <Link to="/leaderboard" search={{ ...search, page: search.page + 1 }} className="button ghost small">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
