import type { ShownMessage } from './timed-message'

/**
 * The registration feedback, pinned to the bottom of the screen so it is seen wherever the card
 * was, and announced politely. The live region is always in the page (a region that appears
 * together with its text is often not read); the keyed paragraph makes a repeated text read again.
 */
export function RegistrationStatus({ message }: { message: ShownMessage | null }) {
  return (
    <div className="registration-status" role="status" aria-live="polite">
      {message && (
        <p key={message.id} className={`alert ${message.tone}`}>
          {message.text}
        </p>
      )}
    </div>
  )
}
