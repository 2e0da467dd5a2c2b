/** A refusal of a form's save, in the words of docs/product.md#messages: "Error creating event: …". */
export type FormError = string | null

/**
 * Shown beside the form that was refused, inside an `aria-live` region that is always on the page,
 * and as an alert. It stays while the form keeps what was typed (the admin may need to read it
 * while fixing the form); the close button clears it. Outcomes that are news and pass
 * (created, saved, deleted) are messages (components/messages.ts).
 */
export function FormErrorMessage({ error, onDismiss }: { error: FormError; onDismiss: () => void }) {
  if (!error) return null
  return (
    <div className="alert form-notice error">
      <p role="alert">{error}</p>
      <button type="button" className="notice-close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">Dismiss message</span>
      </button>
    </div>
  )
}
