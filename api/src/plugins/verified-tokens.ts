/**
 * Session tokens whose signature this process has already checked, with what they say. A session
 * sends the same token with every request for days; its HS256 signature cannot become wrong while
 * the process runs (the secret is fixed at start), so it is checked once, through jose, and later
 * requests only check the expiry again, as jose would (`exp` must still be ahead of now, in whole
 * seconds). What a token may do is still decided by the user's row on every request (auth.ts):
 * this remembers signatures, never users, roles or token versions (docs/decisions/0171).
 */

export interface SessionClaims {
  sub: string
  /** The token version it was issued at (docs/decisions/0113); absent in old tokens. */
  ver: unknown
  /** Seconds since the epoch. */
  exp: number
}

/** About 300 bytes each: at most about 1 MB, far more sessions than a club has at once. */
export const VERIFIED_TOKENS_MAX = 4_096

export function verifiedTokens(max = VERIFIED_TOKENS_MAX) {
  const known = new Map<string, SessionClaims>()
  return {
    /** The claims of a token checked before and not expired at `nowSeconds`. */
    get(token: string, nowSeconds: number): SessionClaims | undefined {
      const claims = known.get(token)
      if (claims === undefined) return undefined
      if (claims.exp > nowSeconds) return claims
      known.delete(token)
      return undefined
    },
    /** Remembers a token jose has just accepted; the oldest is forgotten when full. */
    add(token: string, claims: SessionClaims): void {
      if (known.size >= max && !known.has(token)) {
        const oldest = known.keys().next().value
        if (oldest !== undefined) known.delete(oldest)
      }
      known.set(token, claims)
    },
    get size() {
      return known.size
    },
  }
}
