/** Helpers for the check-in specs: an event whose door is open, students with seats, what the API says after. */
import type { Page } from '@playwright/test'
import type { Account } from './fixtures'

/** Starts in half an hour: check-in opened half an hour ago (docs/product.md#check-in-at-the-door). */
export const startsSoon = () => new Date(Date.now() + 30 * 60_000).toISOString()

/** The short code under a ticket's QR code (web/src/lib/ticket-code.ts), as a student reads it out. */
export const shortCodeOf = (ticket: string) => {
  const head = ticket
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()
  return `${head.slice(0, 4)}-${head.slice(4, 8)}-${head.slice(8)}`
}

/** The scanner's big answer (the status region at the top of the page). */
export const scanAnswer = (page: Page) => page.locator('.scan-answer')

/** Only the token matters to signInAs. */
export const withToken = (token: string) => ({ token }) as Account
