import { type FormEvent, useId, useState } from 'react'

/** The ticket's code typed by hand (a cracked screen, a camera that will not focus). */
export function TicketEntry({ onCode }: { onCode: (text: string) => void }) {
  const [text, setText] = useState('')
  const id = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) return
    onCode(text)
    setText('')
  }
  return (
    <form className="scanner-entry" onSubmit={submit}>
      <label htmlFor={id}>Ticket code</label>
      <p className="field-hint" id={`${id}-hint`}>
        The characters under the student’s QR code, e.g. Q0H5-XY2K-LP (any case).
      </p>
      <div className="scanner-entry-row">
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={200}
        />
        <button type="submit" className="button">
          Check ticket
        </button>
      </div>
    </form>
  )
}
