/**
 * The footer's contact form without the UI: checking the fields, and posting them to the
 * external form service (Formspree's JSON format) with a result a person can read.
 */
import { REQUEST_TIMEOUT_MS } from '@club/api/shared/constants'

export interface ContactMessage {
  name: string
  email: string
  message: string
}
export type ContactField = keyof ContactMessage
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const
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

export type SendResult = { ok: true } | { ok: false; message: string }

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
        name: input.name.trim(),
        email: input.email.trim(),
        message: input.message.trim(),
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
  if (response.ok) return { ok: true }
  const reason = reasonFrom(await response.json().catch(() => null))
  return {
    ok: false,
    message: reason
      ? `The form service refused the message: ${reason}`
      : `The form service answered with an error (HTTP ${response.status}). Please try again later.`,
  }
}
