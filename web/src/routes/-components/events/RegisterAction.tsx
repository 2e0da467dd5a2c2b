import { useRegisterForEvent } from '../../../api/mutations'
import { useToken } from '../../../api/session'
import type { EventAction } from './event-action'
import { registrationFailed, registrationSucceeded, type TimedMessage } from './registration-messages'

/**
 * The foot of a card: Register Now, Registering…, Registered ✓ or Event Inactive. Each card keeps
 * its own mutation (two quick clicks on two cards both report back); what it does lives in the
 * mutation defaults (api/mutations.ts).
 */
export function RegisterAction({
  eventId,
  action,
  describedBy,
  checking,
  onMessage,
  onSignedOut,
}: {
  eventId: string
  action: EventAction
  /** The id of the card's heading: the button's description names the event. */
  describedBy: string
  /** True while the student's registrations are still loading: a click now could be a 409. */
  checking: boolean
  onMessage: (message: TimedMessage) => void
  onSignedOut: () => void
}) {
  const token = useToken()
  const registration = useRegisterForEvent()

  if (action === 'registered' || registration.isSuccess)
    return (
      <p className="event-state registered">
        Registered <span aria-hidden="true">✓</span>
      </p>
    )
  if (action === 'inactive') return <p className="event-state inactive">Event Inactive</p>

  function register() {
    if (!token) return onSignedOut()
    registration.mutate(
      { eventId },
      {
        onSuccess: () => onMessage(registrationSucceeded()),
        onError: (error) => onMessage(registrationFailed(error)),
      },
    )
  }

  const label = registration.isPaused
    ? 'Waiting for a connection…'
    : registration.isPending
      ? 'Registering…'
      : 'Register Now'
  return (
    <button
      type="button"
      className="button"
      onClick={register}
      disabled={registration.isPending || (Boolean(token) && checking)}
      aria-describedby={describedBy}
    >
      {label}
    </button>
  )
}
