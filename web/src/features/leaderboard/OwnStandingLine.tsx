import type { LeaderboardPeriod } from '@club/api/shared/semesters'
import { Link } from '@tanstack/react-router'
import { type OwnStanding, ownStandingText, pageOf } from './leaderboard-texts'

/** The signed-in student's own line, on every page; a link to their page when it is another one. */
export function OwnStandingLine({
  me,
  hidden,
  period,
  onPage,
}: {
  me: OwnStanding
  hidden: boolean
  period: LeaderboardPeriod
  /** Their row is on the page shown. */
  onPage: boolean
}) {
  return (
    <p className="card leaderboard-me">
      <span>{ownStandingText(me, hidden, period)}</span>
      {hidden ? (
        <Link to="/profile" className="button ghost small">
          Profile settings
        </Link>
      ) : (
        me.position !== null &&
        !onPage && (
          <Link to="/leaderboard" search={{ period, page: pageOf(me.position) }} className="button ghost small">
            Go to my row
          </Link>
        )
      )}
    </p>
  )
}
