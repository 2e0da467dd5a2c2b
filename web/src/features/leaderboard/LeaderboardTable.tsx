import type { LeaderboardPeriod } from '@club/api/shared/semesters'
import { Avatar } from '../../components/Avatar'
import type { LeaderboardJson } from './queries'

/** The rows of one page: position, picture and username, rank, level, EXP; the student's own row marked. */
export function LeaderboardTable({
  entries,
  ownId,
  period,
}: {
  entries: LeaderboardJson['entries']
  ownId: string | null
  period: LeaderboardPeriod
}) {
  return (
    <table className="leaderboard-table">
      <caption className="sr-only">
        {period === 'semester' ? 'This semester' : 'All time'}: position, player, rank, level and EXP
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Player</th>
          <th scope="col" className="wide-only">
            Rank
          </th>
          <th scope="col" className="wide-only">
            Level
          </th>
          <th scope="col">EXP</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const own = entry._id === ownId
          return (
            <tr key={entry._id} className={own ? 'own' : undefined} aria-current={own ? 'true' : undefined}>
              <td className="position">{entry.position}</td>
              <th scope="row">
                <div className="player">
                  <Avatar src={entry.profilePicture} name={entry.username} size={36} />
                  <span>
                    <span className="username">
                      {entry.username}
                      {own && <span className="you"> (you)</span>}
                    </span>
                    <span className="narrow-only player-meta">
                      {entry.rank} · Level {entry.level}
                    </span>
                  </span>
                </div>
              </th>
              <td className="wide-only">{entry.rank}</td>
              <td className="wide-only">{entry.level}</td>
              <td className="exp">{entry.exp}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
