import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { Modal } from '../../components/Modal'
import { useSession } from '../../session/use-session'
import { myGamesQuery } from './queries'
import './games.css'

const STATUS = { draft: 'Draft', published: 'Published', hidden: 'Hidden by an admin' } as const

/**
 * "Your games" on /profile: the games the member is credited on (drafts too), invitations to
 * accept, and New game.
 */
export function MyGames() {
  const id = useId()
  const { user } = useSession()
  const games = useQuery(myGamesQuery())
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const accept = useMutation({
    mutationFn: async (gameId: string) => unwrap(await api.games({ id: gameId }).credits.accept.post()),
    onSuccess: () => readAgain(queryClient, queryKeys.gamesAll),
  })
  const mine = (games.data ?? []).map((game) => ({
    game,
    credit: game.credits.find((credit) => credit.userId === user?._id),
  }))
  const invitations = mine.filter(({ credit }) => credit && !credit.accepted)
  const made = mine.filter(({ credit }) => !credit || credit.accepted)
  return (
    <section className="card profile-section my-games" aria-labelledby={`${id}-title`}>
      <div className="my-games-head">
        <h2 id={`${id}-title`}>Your games</h2>
        <button type="button" className="button small" onClick={() => setCreating(true)}>
          New game
        </button>
      </div>
      {games.isPending ? (
        <p className="muted">Loading your games…</p>
      ) : games.isError && !games.data ? (
        <p className="muted">Your games could not be loaded.</p>
      ) : (
        <>
          {invitations.length > 0 && (
            <ul className="my-games-list" aria-label="Invitations">
              {invitations.map(({ game, credit }) => (
                <li key={game._id}>
                  <span>
                    You are invited to <strong>{game.title}</strong> as {credit?.role}.
                  </span>
                  <button
                    type="button"
                    className="button small"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate(game._id)}
                  >
                    Accept invitation to {game.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {accept.isError && (
            <p className="alert error" role="alert">
              {serverMessage(accept.error, 'The invitation could not be accepted.')}
            </p>
          )}
          {made.length === 0 ? (
            <p className="muted">No games yet. Made one? Put it here and let the club play it.</p>
          ) : (
            <ul className="my-games-list">
              {made.map(({ game }) => (
                <li key={game._id}>
                  <Link to="/games/$slug" params={{ slug: game.slug }}>
                    {game.title}
                  </Link>
                  <span className="tag status">{STATUS[game.status]}</span>
                  <Link to="/games/$slug/edit" params={{ slug: game.slug }} className="button ghost small">
                    Edit<span className="sr-only"> {game.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Modal open={creating} onClose={() => setCreating(false)} title="New game">
        <NewGameForm />
      </Modal>
    </section>
  )
}

/** A title is enough to start: the game is a draft, the member its Creator; the rest is on its edit page. */
export function NewGameForm() {
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [title, setTitle] = useState('')
  const create = useMutation({
    mutationFn: async () => unwrap(await api.games.post({ title: title.trim() })),
    onSuccess: async (game) => {
      await readAgain(queryClient, queryKeys.gamesAll)
      void navigate({ to: '/games/$slug/edit', params: { slug: game.slug } })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim()) create.mutate()
  }
  return (
    <form onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={80}
          required
          data-autofocus
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      {create.isError && (
        <p className="alert error" role="alert">
          {serverMessage(create.error, 'The game could not be created.')}
        </p>
      )}
      <button type="submit" className="button" disabled={create.isPending || !title.trim()}>
        {create.isPending ? 'Creating…' : 'Create game'}
      </button>
    </form>
  )
}
