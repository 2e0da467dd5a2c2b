import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../api/errors'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { GameCard } from '../games/ui'
import { MemberHead } from './MemberHead'
import { memberQuery } from './queries'
import './members.css'

/**
 * /members/:username (docs/product.md#member-pages): a member's picture, username, level and rank
 * (left out when they hide from the leaderboard) and the published games they made, as /games
 * shows them. Public: nothing private reaches this page (the API sends none).
 */
export function MemberPage({ username }: { username: string }) {
  const member = useQuery(memberQuery(username))
  const notFound = member.error instanceof ApiError && member.error.status === 404
  useDocumentTitle(member.data?.username ?? (notFound ? 'Member not found' : 'Member'))
  if (member.isPending)
    return (
      <div className="page member-page" aria-busy="true">
        <p className="muted">Loading the member…</p>
      </div>
    )
  if (notFound)
    return (
      <section className="page narrow center">
        <p className="eyebrow">Error 404</p>
        <h1>Member not found</h1>
        <p>Nobody by that name is a member of the club.</p>
        <Link to="/games" className="button">
          Browse games
        </Link>
      </section>
    )
  if (!member.data)
    return (
      <div className="page member-page">
        <LoadFailed message="Failed to load the member." query={member} />
      </div>
    )
  const data = member.data
  return (
    <article className="page member-page">
      <LastUpdated query={member} />
      <MemberHead member={data} />
      <section aria-labelledby="member-games">
        <h2 id="member-games">Games</h2>
        {data.games.length === 0 ? (
          <p className="muted">No published games yet.</p>
        ) : (
          <ul className="game-grid">
            {data.games.map((game, position) => (
              <li key={game._id}>
                <GameCard game={game} position={position} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
