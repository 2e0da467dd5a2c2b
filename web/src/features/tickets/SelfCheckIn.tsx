import { CHECK_IN_CODE_LENGTH } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { putProfile } from '../../session/profile-query'
import './tickets.css'

/** What the student reads once checked in, in the server's words for a check-in (the EXP the registration earned). */
const expText = (expAwarded: number) =>
  expAwarded > 0 ? `You are checked in. ${expAwarded} EXP added.` : 'You are checked in.'

/**
 * "Check in yourself" on an event's page during its check-in window (docs/product.md#check-in-at-the-door):
 * the code on the screen at the venue, checked by the server (so it needs a connection). Once
 * checked in (by this form, or already: `checkedIn` from the student's registration) it says
 * "Checked in ✓" and the EXP, in the same status region, which stays mounted so that a screen
 * reader announces it.
 */
export function SelfCheckIn({ eventId, checkedIn }: { eventId: string; checkedIn: { expAwarded: number } | null }) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const id = useId()
  const checkIn = useMutation({
    mutationFn: async (typed: string) => unwrap(await api.registrations({ eventId })['check-in'].post({ code: typed })),
    onSuccess: (answer) => {
      putProfile(queryClient, answer.user)
      return readAgain(queryClient, queryKeys.myRegistrations, queryKeys.myExpHistory)
    },
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    if (code.trim()) checkIn.mutate(code)
  }
  // This answer's own EXP (0 when checked in before); else what the registration earned in all.
  const done = checkIn.data ? { expAwarded: checkIn.data.expAwarded } : checkedIn
  return (
    <div className="self-check-in">
      <h2 id={`${id}-heading`}>{done ? 'Checked in ✓' : 'Check in yourself'}</h2>
      {!done && (
        <form onSubmit={submit} aria-labelledby={`${id}-heading`}>
          <NeedsConnection action="checking in" />
          <label htmlFor={id}>The code on the screen at the venue</label>
          <div className="self-check-in-row">
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CHECK_IN_CODE_LENGTH + 4}
              inputMode="text"
            />
            <button type="submit" className="button" aria-disabled={checkIn.isPending}>
              {checkIn.isPending ? 'Checking in…' : 'Check in'}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={checkIn.isError ? 'self-check-in-result failed' : 'self-check-in-result'}>
        {done && (checkIn.data?.message ?? expText(done.expAwarded))}
        {checkIn.isError &&
          serverMessage(checkIn.error, 'No answer from the server. Check your connection and try again.')}
      </p>
    </div>
  )
}
