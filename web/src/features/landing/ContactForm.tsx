import { type FormEvent, useRef, useState } from 'react'
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  sendContact,
  validateContactMessage,
} from './contact-message'
import './contact.css'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; message: string }
const EMPTY: ContactMessage = { name: '', email: '', message: '' }
const FIELDS: { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
]

/** docs/product.md#public-pages: name, email and message, all required, sent to the club's inbox (or CONTACT_FORM_URL's service). */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const form = useRef<HTMLFormElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const found = validateContactMessage(values)
    setErrors(found)
    const first = FIELDS.find((field) => found[field.name])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
      setStatus({ kind: 'idle' })
      return
    }
    setStatus({ kind: 'sending' })
    const result = await sendContact(values)
    setStatus({ kind: result.ok ? 'sent' : 'failed', message: result.message })
    if (result.ok) setValues(EMPTY)
  }

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-title">
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`
        const error = errors[field.name]
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          maxLength: CONTACT_LIMITS[field.name],
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (event: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [field.name]: event.target.value }))
            if (error) setErrors((e) => ({ ...e, [field.name]: undefined }))
          },
        }
        return (
          <div key={field.name} className={field.type === 'textarea' ? 'field contact-message' : 'field'}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'textarea' ? <textarea rows={5} {...common} /> : <input type={field.type} {...common} />}
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className="contact-actions">
        <button type="submit" className="button" aria-disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Sending…' : 'Send message'}
        </button>
        <div className={`contact-status ${status.kind}`} role="status">
          {status.kind === 'sending' && 'Sending your message…'}
          {status.kind === 'sent' && status.message}
          {status.kind === 'failed' && `Your message was not sent. ${status.message}`}
        </div>
      </div>
    </form>
  )
}
