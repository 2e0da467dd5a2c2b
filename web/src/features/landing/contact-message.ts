/**
 * The footer's contact form without the UI: checking the fields, and sending them where this
 * server says (docs/product.md#public-pages): to the club's own inbox (POST /api/contact), or, when
 * the server names an external form service in the page (CONTACT_FORM_URL), to that service in
 * Formspree's JSON format. Either way with a result a person can read.
 */
import { CONTACT_FORM_META, CONTACT_LIMITS, REQUEST_TIMEOUT_MS } from '@club/api/shared/constants'

export interface ContactMessage {
  name: string
  email: string
  message: string
}
export type ContactField = keyof ContactMessage
export type ContactErrors = Partial<Record<ContactField, string>>

export { CONTACT_LIMITS }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Field errors, in the form's order; empty when the message can be sent. */
export function validateContactMessage(input: ContactMessage): ContactErrors {
  const errors: ContactErrors = {}
  const name = input.name.trim()
  const email = input.email.trim()
  const message = input.message.trim()
  if (!name) errors.name = 'Please enter your name.'
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`
  if (!email) errors.email = 'Please enter your email address.'
  else if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.'
  if (!message) errors.message = 'Please write a message.'
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters.`
  return errors
}

/** `message`: what to say, sent or not. */
export type SendResult = { ok: boolean; message: string }

const SENT_TO_SERVICE = 'Thank you! Your message has been sent. We will get back to you by email.'

/** The service's own explanation: Formspree answers `{ errors: [{ message }] }` or `{ error }`. */
function reasonFrom(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  if ('errors' in body && Array.isArray(body.errors)) {
    const messages = body.errors
      .map((e: unknown) => (e && typeof e === 'object' && 'message' in e ? String(e.message) : ''))
      .filter(Boolean)
    if (messages.length) return messages.join(' ')
  }
  if ('error' in body && typeof body.error === 'string') return body.error
  return undefined
}

/** The external form service this server names in the page (CONTACT_FORM_URL), or null: the club's inbox. */
export function contactFormService(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string | null {
  return doc?.querySelector(`meta[name="${CONTACT_FORM_META}"]`)?.getAttribute('content') || null
}

const trimmed = (input: ContactMessage): ContactMessage => ({
  name: input.name.trim(),
  email: input.email.trim(),
  message: input.message.trim(),
})

/**
 * To the club's inbox: the server's own words either way ("Thanks, we'll reply to …", a limit
 * reached). A plain `fetch`, not the Eden client: the landing page never loads Eden (decision 0036).
 */
export async function sendToClub(input: ContactMessage, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let response: Response
  try {
    response = await fetcher('/api/contact', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(trimmed(input)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, message: 'We could not reach the club’s server. Check your connection and try again.' }
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  const said = typeof body?.message === 'string' ? body.message : null
  if (response.ok) return { ok: true, message: said ?? `Thanks, we'll reply to ${trimmed(input).email}` }
  return {
    ok: false,
    message: said ?? 'The server could not take the message just now. Please try again in a few minutes.',
  }
}

/** Where this server says: its own inbox, or the external service it names. */
export const sendContact = (input: ContactMessage) => {
  const service = contactFormService()
  return service ? sendContactMessage(input, service) : sendToClub(input)
}

/** To an external form service, in Formspree's JSON format. */
export async function sendContactMessage(
  input: ContactMessage,
  endpoint: string,
  fetcher: typeof fetch = fetch,
): Promise<SendResult> {
  let response: Response
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        ...trimmed(input),
        _subject: `Club website: message from ${input.name.trim()}`,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return {
      ok: false,
      message: timedOut
        ? 'The form service took too long to answer. Please try again in a moment.'
        : 'We could not reach the form service. Check your connection and try again.',
    }
  }
  if (response.ok) return { ok: true, message: SENT_TO_SERVICE }
  const reason = reasonFrom(await response.json().catch(() => null))
  return {
    ok: false,
    message: reason
      ? `The form service refused the message: ${reason}`
      : `The form service answered with an error (HTTP ${response.status}). Please try again later.`,
  }
}
