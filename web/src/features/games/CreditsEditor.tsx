import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { Avatar } from '../../components/Avatar'
import type { GameJson } from './queries'

/** Who made the game: invite a co-maker by username, with their role; remove an invitation or a maker. */
export function CreditsEditor({ game, canRemove }: { game: GameJson; canRemove: (userId: string) => boolean }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState('')
  const [role, setRole] = useState('')
  const refresh = () => readAgain(queryClient, queryKeys.gamesAll)
  const invite = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.games({ id: game._id }).credits.post({ username: username.trim(), role: role.trim() || 'Developer' }),
      ),
    onSuccess: async () => {
      setUsername('')
      setRole('')
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: async (userId: string) => unwrap(await api.games({ id: game._id }).credits({ userId }).delete()),
    onSuccess: refresh,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (username.trim()) invite.mutate()
  }
  return (
    <section className="card game-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Credits</h2>
      <ul className="game-credits">
        {game.credits.map((credit) => (
          <li key={credit.userId}>
            <Avatar src={credit.profilePicture} name={credit.username} size={32} />
            <span>
              <strong>{credit.username}</strong> <span className="muted">· {credit.role}</span>
              {!credit.accepted && <span className="muted"> (invited, not yet accepted)</span>}
            </span>
            {canRemove(credit.userId) && (
              <button
                type="button"
                className="button ghost small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(credit.userId)}
              >
                Remove {credit.username}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="invite-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-username`}>Invite a co-maker (username)</label>
          <input
            id={`${id}-username`}
            value={username}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Their role</label>
          <input
            id={`${id}-role`}
            value={role}
            maxLength={40}
            placeholder="Developer"
            onChange={(e) => setRole(e.target.value)}
          />
        </div>
        <button type="submit" className="button small" disabled={invite.isPending || !username.trim()}>
          Invite
        </button>
      </form>
      {invite.isError && (
        <p className="alert error" role="alert">
          {serverMessage(invite.error, 'The invitation could not be sent.')}
        </p>
      )}
      {remove.isError && (
        <p className="alert error" role="alert">
          {serverMessage(remove.error, 'The credit could not be removed.')}
        </p>
      )}
      <p role="status" className="setting-saved">
        {invite.isSuccess ? 'Invitation sent: they accept it from their profile.' : ''}
      </p>
    </section>
  )
}
