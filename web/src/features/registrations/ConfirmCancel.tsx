import { Modal } from '../../components/Modal'
import type { RegistrationAction } from './registration-action'

/**
 * "Are you sure?" before cancelling a seat or leaving the waitlist (docs/product.md#events): what
 * the student gives up, said plainly, with the safe choice focused first.
 */
export function ConfirmCancel({
  eventName,
  action,
  onConfirm,
  onClose,
}: {
  eventName: string
  action: Extract<RegistrationAction, { kind: 'registered' | 'waitlisted' }>
  onConfirm: () => void
  onClose: () => void
}) {
  const seat = action.kind === 'registered'
  return (
    <Modal open onClose={onClose} title={seat ? 'Cancel your registration?' : 'Leave the waitlist?'}>
      <p>
        {seat
          ? `You give up your seat at ${eventName}${action.expAwarded ? ` and the ${action.expAwarded} EXP it earned` : ''}. If you register again, you join the end of the queue.`
          : `You lose your place (#${action.position}) on the waitlist for ${eventName}.`}
      </p>
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={onClose} data-autofocus>
          {seat ? 'Keep my registration' : 'Stay on the waitlist'}
        </button>
        <button type="button" className="button danger" onClick={onConfirm}>
          {seat ? 'Yes, cancel it' : 'Yes, leave it'}
        </button>
      </div>
    </Modal>
  )
}
