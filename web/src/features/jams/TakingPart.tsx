import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { queryKeys } from '../../api/query-keys'
import { Avatar } from '../../components/Avatar'
import { LoadFailed } from '../../components/LoadFailed'
import { useSession } from '../../session/use-session'
import { LogInLink } from './LogInLink'
import { type EntrantJson, entrantsQuery, type JamJson } from './queries'

/** Joining is open until the end of grace (the API says so with a 409 after). */
export const joinOpen = (jam: Pick<JamJson, 'phase'>) =>
  jam.phase === 'upcoming' || jam.phase === 'running' || jam.phase === 'grace'

/** Whether the signed-in member is among the entrants. */
export function useJoined(jam: JamJson): { joined: boolean; entrants: ReturnType<typeof useQuery<EntrantJson[]>> } {
  const { user } = useSession()
  const entrants = useQuery(entrantsQuery(jam._id))
  return { joined: Boolean(user && entrants.data?.some((entrant) => entrant.userId === user._id)), entrants }
}

/**
 * Who is taking part (each a link to their member page), and Join / Leave for the member while
 * joining is open. Joining is what lets a member post on the team board and be credited on an entry.
 */
export function TakingPart({ jam }: { jam: JamJson }) {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const { joined, entrants } = useJoined(jam)
  const refresh = () => readAgain(queryClient, jamKeys.entrants(jam._id), queryKeys.jamsAll)
  const join = useMutation({
    mutationFn: async () => unwrap(await api.jams({ id: jam._id }).join.post()),
    onSuccess: refresh,
  })
  const leave = useMutation({
    mutationFn: async () => unwrap(await api.jams({ id: jam._id }).join.delete()),
    onSuccess: refresh,
  })
  const failed = join.error ?? leave.error
  return (
    <section className="card jam-section" aria-labelledby="jam-entrants-title">
      <h2 id="jam-entrants-title">Taking part ({entrants.data?.length ?? jam.counts.entrants})</h2>
      {joinOpen(jam) &&
        (!user ? (
          <LogInLink to="join the jam" />
        ) : joined ? (
          <p className="with-action">
            <span>You have joined this jam.</span>
            <button
              type="button"
              className="button ghost small"
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              Leave the jam
            </button>
          </p>
        ) : (
          <button type="button" className="button" disabled={join.isPending} onClick={() => join.mutate()}>
            {join.isPending ? 'Joining…' : 'Join the jam'}
          </button>
        ))}
      {failed && (
        <p className="alert error" role="alert">
          {serverMessage(failed, 'That did not work. Try again.')}
        </p>
      )}
      {entrants.data ? (
        entrants.data.length === 0 ? (
          <p className="muted">Nobody has joined yet.</p>
        ) : (
          <ul className="jam-people" aria-label="Entrants">
            {entrants.data.map((entrant) => (
              <li key={entrant.userId}>
                <Link to="/members/$username" params={{ username: entrant.username }} className="jam-person">
                  <Avatar src={entrant.profilePicture} name={entrant.username} size={28} />
                  {entrant.username}
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : entrants.isError ? (
        <LoadFailed message={serverMessage(entrants.error, 'Failed to load who is taking part.')} query={entrants} />
      ) : (
        <p className="muted">Loading who is taking part…</p>
      )}
    </section>
  )
}
