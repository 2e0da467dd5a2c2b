import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { useSession } from '../../session/use-session'
import { LeaderboardTable } from './LeaderboardTable'
import { boardParts, LEADERBOARD_LOAD_FAILED, periodDescription } from './leaderboard-texts'
import { OwnStandingLine } from './OwnStandingLine'
import { PageLinks } from './PageLinks'
import { PeriodTabs } from './PeriodTabs'
import { leaderboardQuery } from './queries'
import './leaderboard.css'
import { clubTimeZone } from '../../lib/dates'

const route = getRouteApi('/leaderboard')

/**
 * /leaderboard (docs/product.md#leaderboard): this semester or all time, pages of 50, and the
 * signed-in student's own line on every page ("You: #14 · 300 EXP this semester").
 */
export function LeaderboardPage() {
  useDocumentTitle('Leaderboard')
  const search = route.useSearch()
  const { token, user } = useSession()
  const board = useQuery(leaderboardQuery(search, Boolean(token)))
  const timeZone = clubTimeZone()
  const data = board.data
  const hidden = user?.showOnLeaderboard === false

  let content: React.ReactNode
  if (data) {
    const parts = boardParts(
      { total: data.total, rowsShown: data.entries.length, period: data.period, signedIn: Boolean(data.me) },
      hidden,
    )
    content = (
      <>
        <p className="muted leaderboard-period">{periodDescription(data.from, timeZone)}</p>
        {data.me && parts.ownLine && (
          <OwnStandingLine
            me={data.me}
            hidden={hidden}
            period={data.period}
            onPage={data.entries.some((entry) => entry._id === user?._id)}
          />
        )}
        {data.entries.length > 0 && (
          <LeaderboardTable entries={data.entries} ownId={user?._id ?? null} period={data.period} />
        )}
        {parts.empty && <p className="card leaderboard-empty">{parts.empty}</p>}
        <PageLinks search={search} total={data.total} />
      </>
    )
  } else if (board.isError) content = <LoadFailed message={LEADERBOARD_LOAD_FAILED} query={board} />
  else content = <p className="muted leaderboard-loading">Loading the leaderboard…</p>

  return (
    <div className="page leaderboard-page">
      <header className="page-head">
        <p className="eyebrow">Hall of fame</p>
        <h1>Leaderboard</h1>
        <p className="lead">Every student ranked by the EXP they earned at the club's events.</p>
      </header>
      <PeriodTabs current={search.period} />
      {/* Saved standings shown while the server cannot be reached: how old they are. */}
      {data && <LastUpdated query={board} />}
      <div className="leaderboard-body">{content}</div>
    </div>
  )
}
