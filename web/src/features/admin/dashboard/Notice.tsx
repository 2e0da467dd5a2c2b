/** The outcome of an admin action, in the words of docs/product.md#messages. */
export type Notice = { kind: 'success' | 'error'; text: string } | null

/**
 * Shown inside an `aria-live` region that is always on the page, so the outcome is read out; an
 * error is also an alert. The close button lets the admin clear it.
 */
export function NoticeMessage({ notice, onDismiss }: { notice: Notice; onDismiss?: () => void }) {
  if (!notice) return null
  return (
    <div className={`alert notice ${notice.kind}`}>
      <p role={notice.kind === 'error' ? 'alert' : undefined}>{notice.text}</p>
      {onDismiss && (
        <button type="button" className="notice-close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss message</span>
        </button>
      )}
    </div>
  )
}
