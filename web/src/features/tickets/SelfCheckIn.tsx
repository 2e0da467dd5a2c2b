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

/**
 * "Check in yourself" on an event's page during its check-in window (docs/product.md#check-in-at-the-door):
 * the code on the screen at the venue, checked by the server (so it needs a connection).
 */
export function SelfCheckIn({ eventId }: { eventId: string }) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const id = useId()
  const checkIn = useMutation({
    mutationFn: async (typed: string) => unwrap(await api.registrations({ eventId })['check-in'].post({ code: typed })),
    onSuccess: (answer) => {
      putProfile(queryClient, answer.user)
      return readAgain(queryClient, queryKeys.myRegistrations)
    },
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    if (code.trim()) checkIn.mutate(code)
  }
  return (
    <form className="self-check-in" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Check in yourself</h2>
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
      <p role="status" className={checkIn.isError ? 'self-check-in-result failed' : 'self-check-in-result'}>
        {checkIn.isSuccess && checkIn.data.message}
        {checkIn.isError &&
          serverMessage(checkIn.error, 'No answer from the server. Check your connection and try again.')}
      </p>
    </form>
  )
}
