/** Helpers for the sign-in screens' specs (auth-*.spec.ts). */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The token the app keeps in localStorage, or null. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/** A token with a valid shape whose signature the server refuses (its last character changed). */
export function tamperedToken(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A'
  return `${token.slice(0, -1)}${last}`
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
