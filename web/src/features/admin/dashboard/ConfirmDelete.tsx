import { Modal } from '../../../components/Modal'
import type { EventJson } from '../../events'
import { DELETE_CONFIRMATION, deleteConsequence } from './admin-messages'

/**
 * "Are you sure you want to delete this event?" in the app's own dialog (docs/product.md#admin):
 * how many students hold a seat or wait for one, and what they will read, with the safe choice
 * focused first.
 */
export function ConfirmDelete({
  event,
  onConfirm,
  onClose,
}: {
  event: Pick<EventJson, 'name' | 'registeredCount' | 'waitlistCount'>
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal open onClose={onClose} title={`Delete ${event.name}?`}>
      <p>{DELETE_CONFIRMATION}</p>
      <p>{deleteConsequence(event)}</p>
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={onClose} data-autofocus>
          Keep the event
        </button>
        <button type="button" className="button danger" onClick={onConfirm}>
          Yes, delete it
        </button>
      </div>
    </Modal>
  )
}
