/** Hand-made JWTs for the token tests: any header, any payload, any secret. */
import { createHmac } from 'node:crypto'

/** The secret the test app signs with. */
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

const HMAC_HASH: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

export function makeToken(
  payload: Record<string, unknown>,
  { secret = TEST_SECRET, header = { alg: 'HS256', typ: 'JWT' } as Record<string, unknown> } = {},
): string {
  const head = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  const hash = HMAC_HASH[String(header.alg)]
  if (!hash) return `${head}.` // alg: none (or anything unsigned)
  return `${head}.${createHmac(hash, secret).update(head).digest('base64url')}`
}

/** A payload valid for an hour from now, for `sub`. */
export const claims = (sub: unknown, extra: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000)
  return { sub, iat: now, exp: now + 3600, ...extra }
}

/** The same token with its payload replaced but the original signature kept. */
export function tamper(token: string, payload: Record<string, unknown>): string {
  const [head, , signature] = token.split('.')
  return `${head}.${b64url(JSON.stringify(payload))}.${signature}`
}
