/**
 * The self check-in code (docs/product.md#check-in-at-the-door, decision 0152): six characters
 * that change every minute, derived rather than stored: HMAC-SHA256 of the event and the minute,
 * keyed by a key derived from the server's secret. Every API process with the same JWT_SECRET
 * shows and accepts the same code, nothing is written, and nobody without the secret can work
 * out the next one. A code is accepted during its minute and the one after it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH, CHECK_IN_CODE_PERIOD_MS } from '../../shared/constants'

/** A key for codes only: the server's secret is never used as is outside signing tokens. */
export const codeKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('self check-in codes v1').digest()

export function codeFor(key: Buffer, eventId: string, period: number): string {
  const digest = createHmac('sha256', key).update(`${eventId.toLowerCase()}:${period}`).digest()
  let code = ''
  // 31 letters and digits: each character from one byte (a bias of under 1 in 8, of no help to a guesser).
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++)
    code += CHECK_IN_CODE_ALPHABET[digest[i]! % CHECK_IN_CODE_ALPHABET.length]
  return code
}

const periodAt = (now: Date) => Math.floor(now.getTime() / CHECK_IN_CODE_PERIOD_MS)

/** The code to show now and when to stop showing it (the start of the next period). */
export function currentCode(key: Buffer, eventId: string, now = new Date()) {
  const period = periodAt(now)
  return {
    code: codeFor(key, eventId, period),
    expiresAt: new Date((period + 1) * CHECK_IN_CODE_PERIOD_MS).toISOString(),
  }
}

/** What a student typed, read kindly: case and spaces do not matter. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase()

/** True for this period's code or the last one's, compared in constant time. */
export function isCurrentCode(key: Buffer, eventId: string, typed: string, now = new Date()): boolean {
  const code = Buffer.from(normaliseCode(typed))
  if (code.length !== CHECK_IN_CODE_LENGTH) return false
  const period = periodAt(now)
  const matches = [period, period - 1].map((p) => timingSafeEqual(Buffer.from(codeFor(key, eventId, p)), code))
  return matches.includes(true)
}
