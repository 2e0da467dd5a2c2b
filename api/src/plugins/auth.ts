/**
 * Auth as named macros: a route says `auth: true` or `admin: true` and gets the signed-in user,
 * or a 401 / 403 from this one place. The token carries the user id and the user's token version
 * (`ver`): the user and the role are read from the database on every request, so a changed role or
 * a deleted user counts at once, and a token whose version is behind the user's (a password reset,
 * a takeover by the email's owner) is refused (docs/decisions/0113). Requests waiting at the same
 * time share that read (user-reads.ts, docs/decisions/0171).
 */
import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema'
import { forbidden, unauthorized } from '../lib/errors'
import { effectiveRole } from '../modules/users/service'
import { userReads } from '../modules/users/user-reads'
import { TOKEN_LIFETIME } from '../shared/constants'

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.'

/** What a session token says. Tokens issued before versions existed carry none: version 0. */
export const sessionClaims = (user: Pick<UserRow, 'id' | 'tokenVersion'>) => ({ sub: user.id, ver: user.tokenVersion })

/** A session token for this user at their current token version (`jwt` from the auth plugin). */
export const signSession = (
  jwt: { sign(claims: { sub: string; ver: number }): Promise<string> },
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
) => jwt.sign(sessionClaims(user))

/**
 * The OpenAPI security requirements of the three macros. OpenAPI 3.1 lets a bearer scheme list
 * role names: `admin` is the role the admin macro checks; `{}` makes the token optional.
 */
type Security = Record<string, string[]>[]
export const SIGNED_IN: Security = [{ bearer: [] }]
export const ADMIN: Security = [{ bearer: ['admin'] }]
export const OPTIONALLY_SIGNED_IN: Security = [{}, { bearer: [] }]

/** How many checked tokens each process remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000

/** What a valid token says: whose it is and at which token version. */
export interface Session {
  userId: string
  version: unknown
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

export function authPlugin({
  db,
  jwtSecret,
  adminEmails,
}: {
  db: Db
  jwtSecret: string
  adminEmails: ReadonlySet<string>
}) {
  const tokens = jwt({ name: 'jwt', secret: jwtSecret, alg: 'HS256', exp: TOKEN_LIFETIME })
  const readUser = userReads(db)

  type Verify = (
    token?: string,
    options?: { algorithms: string[]; requiredClaims: string[] },
  ) => Promise<false | { sub?: unknown; ver?: unknown; exp?: unknown }>

  /**
   * Tokens whose signature was checked, by their exact text, until they expire (decision 0162):
   * a student's phone sends the same token with every request, and checking an HMAC costs more
   * than the rest of a cached answer. Only what the signature proves is remembered; the user and
   * their token version are still checked wherever a route needs them.
   */
  const verified = new Map<string, Session & { expiresAt: number }>()

  /** What a valid token says, or null (the database is not asked). */
  const tokenSession = async (verify: Verify, token: string): Promise<Session | null> => {
    const known = verified.get(token)
    if (known && known.expiresAt > Date.now()) return known
    // HS256 only: `alg: none` and any other algorithm are refused.
    const payload = await verify(token, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })
    if (!payload || typeof payload.sub !== 'string') return null
    // Tokens issued before versions existed carry none: version 0.
    const session = { userId: payload.sub, version: payload.ver === undefined ? 0 : payload.ver }
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string)
      verified.set(token, { ...session, expiresAt: payload.exp * 1000 })
    }
    return session
  }

  const currentUser = async (verify: Verify, header: string | undefined): Promise<UserRow> => {
    const token = bearerToken(header)
    if (!token) throw unauthorized('Please log in to continue')
    const session = await tokenSession(verify, token)
    if (!session) throw unauthorized(SESSION_EXPIRED)
    const user = await readUser(session.userId)
    if (!user || session.version !== user.tokenVersion) throw unauthorized(SESSION_EXPIRED)
    return user
  }

  return new Elysia({ name: 'auth' }).use(tokens).macro({
    // Each macro says in the route's OpenAPI `security` what it asks for (plugins/docs.ts adds the
    // 401 and 403 answers from it): a route without one of these is public, and documented so.
    auth: {
      detail: { security: SIGNED_IN },
      async resolve({ jwt, headers }) {
        return { user: await currentUser(jwt.verify, headers.authorization) }
      },
    },
    /**
     * For public routes that add something for a signed-in user (the leaderboard's own row): the
     * session of a token that signs its user in now, else null. Never 401. The user is read as for
     * `auth` (a shared query sent after the request arrived), so a token revoked a moment ago, in
     * any process, gets no personal data (decision 0192).
     */
    optionalAuth: {
      detail: { security: OPTIONALLY_SIGNED_IN },
      async resolve({ jwt, headers }) {
        const token = bearerToken(headers.authorization)
        const session = token ? await tokenSession(jwt.verify, token) : null
        if (!session) return { session: null }
        const user = await readUser(session.userId)
        return { session: user && user.tokenVersion === session.version ? session : null }
      },
    },
    admin: {
      detail: { security: ADMIN },
      async resolve({ jwt, headers }) {
        const user = await currentUser(jwt.verify, headers.authorization)
        if (effectiveRole(user, adminEmails) !== 'admin')
          throw forbidden('Access Denied. You are not an administrator.')
        return { user }
      },
    },
  })
}

export type AuthPlugin = ReturnType<typeof authPlugin>
