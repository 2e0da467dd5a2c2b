import { useState } from 'react'
import type { Pending as AnyPending } from '../../pwa/queued-mutation'
import { useToken } from '../../session/token'
import { ConfirmCancel } from './ConfirmCancel'
import type { RegistrationJson } from './queries'
import { type ActionEvent, registrationAction } from './registration-action'
import type { RegistrationChange } from './registration-types'
import { useFinishRegistration } from './use-log-in-to-register'
import { useRegistrationChange } from './use-registration'

type Pending = AnyPending<RegistrationChange>

/** On the card while a change waits on the device for the server (docs/offline.md). */
export const QUEUED: Record<RegistrationChange, string> = {
  register: 'Saved — will register when you are back online',
  cancel: 'Saved — will cancel when you are back online',
}

/** What a pending change says on the card (a sending registration is its busy button). */
function pendingText({ kind, phase }: Pending): string {
  if (phase === 'queued') return QUEUED[kind]
  if (phase === 'unknown') return 'No answer yet — checking with the server…'
  return 'Cancelling…'
}

/**
 * The registration part of a card or an event's page (docs/product.md#events): Register Now or Join
 * waitlist; You're registered with Cancel registration; You're #3 on the waitlist with Leave
 * waitlist; a pending change; or Event Inactive. Cancelling asks first. Each card sends its own
 * changes (two quick clicks on two cards both go); the outcome is said in the notices
 * (registration-request.ts), wherever the student is by then.
 */
export function RegistrationAction({
  event,
  registration,
  describedBy,
  checking,
  onSignedOut,
}: {
  event: ActionEvent & { _id: string; name: string }
  /** The student's registration for this event, as the server listed it. */
  registration: RegistrationJson | undefined
  /** The id of the event's heading: the buttons' description names the event. */
  describedBy: string
  /** True while the student's registrations are still loading: a click now could be a 409. */
  checking: boolean
  onSignedOut: (eventId: string) => void
}) {
  const token = useToken()
  const { pending, register, cancel } = useRegistrationChange(event._id)
  const [confirming, setConfirming] = useState(false)
  const action = registrationAction(event, token ? registration : undefined, pending)
  // Back from signing in or up after a signed-out Register Now: finish what was asked.
  useFinishRegistration(event._id, register, { open: action.kind === 'open', checking })

  switch (action.kind) {
    case 'pending': {
      const { kind, phase } = action.pending
      if (phase === 'sending' && kind === 'register')
        return (
          <button type="button" className="button" disabled aria-describedby={describedBy}>
            Registering…
          </button>
        )
      return <p className={`event-state ${phase === 'queued' ? 'queued' : 'pending'}`}>{pendingText(action.pending)}</p>
    }
    case 'inactive':
      return <p className="event-state inactive">Event Inactive</p>
    case 'open':
      return (
        <button
          type="button"
          className="button"
          onClick={() => (token ? register() : onSignedOut(event._id))}
          disabled={Boolean(token) && checking}
          aria-describedby={describedBy}
        >
          {action.full ? 'Join waitlist' : 'Register Now'}
        </button>
      )
    default: {
      const seat = action.kind === 'registered'
      const canChange = seat ? action.canCancel : action.canLeave
      return (
        <div className="registration-state">
          <p className={`event-state ${seat ? 'registered' : 'waitlisted'}`}>
            {seat ? "You're registered" : `You're #${action.position} on the waitlist`}
            {seat && <span aria-hidden="true"> ✓</span>}
          </p>
          {canChange && (
            <button
              type="button"
              className="button ghost small"
              onClick={() => setConfirming(true)}
              aria-describedby={describedBy}
            >
              {seat ? 'Cancel registration' : 'Leave waitlist'}
            </button>
          )}
          {confirming && (
            <ConfirmCancel
              eventName={event.name}
              action={action}
              onConfirm={() => {
                setConfirming(false)
                cancel()
              }}
              onClose={() => setConfirming(false)}
            />
          )}
        </div>
      )
    }
  }
}
