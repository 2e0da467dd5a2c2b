import { type ReactNode, useEffect, useId, useRef } from 'react'
import './modal.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native <dialog> and showModal(): the rest of the page is inert and Escape
 * closes it. Added here: Tab and Shift+Tab wrap inside the dialog (instead of leaving for the
 * browser's toolbar), the page behind does not scroll, focus starts on the element marked
 * `data-autofocus` (else the first control) and returns to whatever opened the dialog.
 * The content is mounted only while open, so a form inside starts fresh each time.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** "full-screen": the whole screen, white (a ticket shown at the door). */
  variant?: 'full-screen'
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = document.documentElement
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter }
    // The gutter keeps the page from sliding sideways when its scrollbar goes away.
    root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
    if (!dialog.open) dialog.showModal()
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
    return () => {
      if (dialog.open) dialog.close()
      root.style.overflow = previous.overflow
      root.style.scrollbarGutter = previous.gutter
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={variant ? `modal ${variant}` : 'modal'}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: the parent's state decides, and the effect above closes the dialog.
        event.preventDefault()
        onCloseRef.current()
      }}
      // Browsers may close a dialog themselves (a second Escape); keep the parent's state in step.
      onClose={() => {
        if (open) onCloseRef.current()
      }}
    >
      {open && (
        <div className="modal-frame">
          <header className="modal-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-close" onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">Close</span>
            </button>
          </header>
          <div className="modal-body">{children}</div>
        </div>
      )}
    </dialog>
  )
}
