import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import type { GameJson } from './queries'

/** Admins: hide a game with a reason its makers are shown, or restore it (published again). */
export function GameAdmin({ game }: { game: GameJson }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const change = useMutation({
    mutationFn: async (hide: boolean) =>
      unwrap(
        await api
          .games({ id: game._id })
          .put(hide ? { status: 'hidden', hiddenReason: reason.trim() } : { status: 'published' }),
      ),
    onSuccess: () => readAgain(queryClient, queryKeys.gamesAll),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim()) change.mutate(true)
  }
  return (
    <section className="card game-section game-admin" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Admin</h2>
      {game.status === 'hidden' ? (
        <>
          <p>Hidden{game.hiddenReason ? `: ${game.hiddenReason}` : '.'}</p>
          <button
            type="button"
            className="button small"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            Restore game
          </button>
        </>
      ) : (
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason for hiding (shown to its makers)</label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              required
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="button danger small" disabled={change.isPending || !reason.trim()}>
            Hide game
          </button>
        </form>
      )}
      {change.isError && (
        <p className="alert error" role="alert">
          {serverMessage(change.error, 'The game could not be changed.')}
        </p>
      )}
    </section>
  )
}
