import { useToken } from '../../session/token'
import { REGISTRATION_QUEUED, registrationQueued, type TimedMessage } from './registration-messages'
import { useRegistration } from './use-registration'

/** What a card offers before any click (features/events decides it from the event and the student). */
export type EventAction = 'register' | 'inactive' | 'registered'

/**
 * The foot of a card: Register Now, Registering…, Registered ✓, Event Inactive, or the registration
 * queued while the server cannot be reached. Each card keeps its own mutation (two quick clicks on
 * two cards both go); the button's click → useRegistration → registerMutation → the request. Its
 * outcome is announced by the list (useRegistrationFeedback).
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
  const registration = useRegistration(eventId)

  if (action === 'registered' || registration.state === 'registered')
    return (
      <p className="event-state registered">
        Registered <span aria-hidden="true">✓</span>
      </p>
    )
  if (registration.state === 'queued') return <p className="event-state queued">{REGISTRATION_QUEUED}</p>
  if (action === 'inactive') return <p className="event-state inactive">Event Inactive</p>

  function register() {
    if (!token) return onSignedOut()
    if (registration.register()) onMessage(registrationQueued())
  }

  const sending = registration.state === 'sending'
  return (
    <button
      type="button"
      className="button"
      onClick={register}
      disabled={sending || (Boolean(token) && checking)}
      aria-describedby={describedBy}
    >
      {sending ? 'Registering…' : 'Register Now'}
    </button>
  )
}
