import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { queryKeys } from '../../api/query-keys'
import { LoadFailed } from '../../components/LoadFailed'
import { Modal } from '../../components/Modal'
import { useSession } from '../../session/use-session'
import { isAcceptedMaker, myGamesQuery } from '../games'
import { NewGameForm } from '../games/ui'
import { LogInLink } from './LogInLink'
import { type EntryJson, entriesQuery, type JamJson } from './queries'
import { useJoined } from './TakingPart'

/** The signed-in member's entry in the jam, if they are on one. */
export function useMyEntry(jam: JamJson) {
  const { user } = useSession()
  const entries = useQuery(entriesQuery(jam._id))
  const mine = user
    ? entries.data?.find((entry) => entry.members.some((member) => member.userId === user._id))
    : undefined
  return { entries, mine }
}

/** Entering is open from the start until the end of grace. */
export const enteringOpen = (jam: Pick<JamJson, 'phase'>) => jam.phase === 'running' || jam.phase === 'grace'

/**
 * Submit entry (docs/product.md#jams), from the start until the end of grace: one of the member's
 * games (those they are an accepted maker of, in no jam yet), its team being the game's accepted
 * credits; or New game, which opens the game's edit page to upload it. Once entered: the entry,
 * its team and Withdraw.
 */
export function SubmitEntry({ jam }: { jam: JamJson }) {
  const { user } = useSession()
  const { joined } = useJoined(jam)
  const { entries, mine } = useMyEntry(jam)
  return (
    <section className="card jam-section" aria-labelledby="jam-submit-title">
      <h2 id="jam-submit-title">Your entry</h2>
      {!user ? (
        <LogInLink to="submit an entry" />
      ) : !joined ? (
        <p className="muted">Join the jam first: everyone credited on an entry must have joined.</p>
      ) : !entries.data ? (
        entries.isError ? (
          <LoadFailed message={serverMessage(entries.error, 'Failed to load the entries.')} query={entries} />
        ) : (
          <p className="muted">Loading…</p>
        )
      ) : mine ? (
        <MyEntry jam={jam} entry={mine} />
      ) : (
        <PickGame jam={jam} />
      )}
    </section>
  )
}

function MyEntry({ jam, entry }: { jam: JamJson; entry: EntryJson }) {
  const queryClient = useQueryClient()
  const withdraw = useMutation({
    mutationFn: async () => unwrap(await api.jams({ id: jam._id }).entries({ entryId: entry._id }).delete()),
    onSuccess: () => readAgain(queryClient, jamKeys.entries(jam._id), queryKeys.jamsAll, queryKeys.gamesAll),
  })
  return (
    <div>
      <p>
        Entered:{' '}
        <Link to="/games/$slug" params={{ slug: entry.game.slug }}>
          {entry.game.title}
        </Link>
        , by {entry.members.map((member) => member.username).join(', ')}.
      </p>
      <p className="muted">
        {entry.buildId
          ? 'Its build is in. A new upload replaces it until grace ends; then the jam version is frozen.'
          : 'It has no build yet: upload one on the game’s edit page before grace ends, or it cannot be played and rated.'}
      </p>
      {entry.game.status !== 'published' && (
        <p className="alert info">Publish {entry.game.title} on its edit page: raters can only play published games.</p>
      )}
      <div className="form-actions">
        <Link to="/games/$slug/edit" params={{ slug: entry.game.slug }} className="button small">
          Edit or upload {entry.game.title}
        </Link>
        <button
          type="button"
          className="button ghost small"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          Withdraw the entry
        </button>
      </div>
      {withdraw.isError && (
        <p className="alert error" role="alert">
          {serverMessage(withdraw.error, 'The entry could not be withdrawn.')}
        </p>
      )}
    </div>
  )
}

function PickGame({ jam }: { jam: JamJson }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const games = useQuery(myGamesQuery())
  const [gameId, setGameId] = useState('')
  const [creating, setCreating] = useState(false)
  const candidates = (games.data ?? []).filter((game) => isAcceptedMaker(game, user?._id) && !game.jam)
  const picked = candidates.find((game) => game._id === gameId)
  const enter = useMutation({
    mutationFn: async (id: string) => unwrap(await api.jams({ id: jam._id }).entries.post({ gameId: id })),
    onSuccess: () => readAgain(queryClient, jamKeys.entries(jam._id), queryKeys.jamsAll, queryKeys.gamesAll),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (gameId) enter.mutate(gameId)
  }
  return (
    <div>
      {games.isPending ? (
        <p className="muted">Loading your games…</p>
      ) : candidates.length === 0 ? (
        <p className="muted">None of your games can be entered yet: make one for this jam.</p>
      ) : (
        <form onSubmit={submit} className="jam-submit-form">
          <div className="field">
            <label htmlFor="jam-entry-game">Your game</label>
            <select id="jam-entry-game" value={gameId} onChange={(event) => setGameId(event.target.value)}>
              <option value="">Pick one of your games</option>
              {candidates.map((game) => (
                <option key={game._id} value={game._id}>
                  {game.title}
                </option>
              ))}
            </select>
          </div>
          {picked && (
            <p>
              The team is the game’s credits:{' '}
              {picked.credits
                .filter((credit) => credit.accepted)
                .map((credit) => credit.username)
                .join(', ')}{' '}
              (at most {jam.maxTeamSize}, each must have joined).{' '}
              <Link to="/games/$slug/edit" params={{ slug: picked.slug }}>
                Change the credits
              </Link>
            </p>
          )}
          <button type="submit" className="button" disabled={!gameId || enter.isPending}>
            {enter.isPending ? 'Submitting…' : 'Submit entry'}
          </button>
        </form>
      )}
      {enter.isError && (
        <p className="alert error" role="alert">
          {serverMessage(enter.error, 'The entry could not be submitted.')}
        </p>
      )}
      <p>
        <button type="button" className="button ghost small" onClick={() => setCreating(true)}>
          New game
        </button>{' '}
        <span className="muted">then upload it on its edit page and come back to submit it.</span>
      </p>
      <Modal open={creating} onClose={() => setCreating(false)} title="New game">
        <NewGameForm />
      </Modal>
    </div>
  )
}

/** Every entry, with its team (each a link to their member page) and a link to play it. */
export function EntriesList({ jam }: { jam: JamJson }) {
  const entries = useQuery(entriesQuery(jam._id))
  return (
    <section className="card jam-section" aria-labelledby="jam-entries-title">
      <h2 id="jam-entries-title">Entries ({entries.data?.length ?? jam.counts.entries})</h2>
      {entries.data ? (
        entries.data.length === 0 ? (
          <p className="muted">No entries yet.</p>
        ) : (
          <ul className="jam-entries">
            {entries.data.map((entry) => (
              <li key={entry._id}>
                <Link to="/games/$slug" params={{ slug: entry.game.slug }}>
                  {entry.game.title}
                </Link>{' '}
                <span className="muted">
                  by{' '}
                  {entry.members.map((member, index) => (
                    <span key={member.userId}>
                      {index > 0 && ', '}
                      <Link to="/members/$username" params={{ username: member.username }}>
                        {member.username}
                      </Link>
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : entries.isError ? (
        <LoadFailed message={serverMessage(entries.error, 'Failed to load the entries.')} query={entries} />
      ) : (
        <p className="muted">Loading the entries…</p>
      )}
    </section>
  )
}
