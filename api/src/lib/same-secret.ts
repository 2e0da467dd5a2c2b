/**
 * Whether a secret someone sent is the one expected, in a time that does not tell where they
 * differ. Compared as bytes: two strings of one length can differ in bytes (é is two), and
 * `timingSafeEqual` throws on buffers of different lengths. An empty or absent secret never matches.
 */
import { timingSafeEqual } from 'node:crypto'

export function sameSecret(given: unknown, expected: unknown): boolean {
  if (typeof given !== 'string' || typeof expected !== 'string' || expected.length === 0) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
