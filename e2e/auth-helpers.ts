/** Helpers for the sign-in screens' specs (auth-*.spec.ts). */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The token the app keeps in localStorage, or null. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/**
 * A token with a valid shape whose signature the server refuses: the signature's first character
 * changed. (Not the last: its low bits are base64url padding, so 'A' → 'B' there can decode to the
 * same signature, and the "tampered" token is still valid about one time in sixteen.)
 */
export function tamperedToken(token: string): string {
  const at = token.lastIndexOf('.') + 1
  const changed = token[at] === 'A' ? 'B' : 'A'
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`
}

/** Every request the page makes to an /api path, as "METHOD /path". */
export function trackApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

/** A field's own error line, read through its accessible description. */
export async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The login form's submit button (the navigation bar's Login is a link). */
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true })
