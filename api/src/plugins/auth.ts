/**
 * Auth as named macros: a route says `auth: true` or `admin: true` and gets the signed-in user,
 * or a 401 / 403 from this one place. The token only carries the user id: the user and the role
 * are read from the database on every request, so a changed role or a deleted user counts at once.
 */
import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema'
import { forbidden, unauthorized } from '../lib/errors'
import { effectiveRole, findUserById } from '../modules/users/service'
import { TOKEN_LIFETIME } from '../shared/constants'

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.'

/** How many checked tokens each process remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000

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

  type Verify = (
    token?: string,
    options?: { algorithms: string[]; requiredClaims: string[] },
  ) => Promise<false | { sub?: string }>

  /**
   * Tokens whose signature was checked, by their exact text, until they expire (decision 0162):
   * a student's phone sends the same token with every request, and checking an HMAC costs more
   * than the rest of a cached answer. Only the signature and expiry are remembered; the user is
   * still read wherever the route needs it.
   */
  const verified = new Map<string, { sub: string; expiresAt: number }>()

  /** The user id a valid token names, or null (the database is not asked). */
  const tokenSubject = async (verify: Verify, token: string): Promise<string | null> => {
    const known = verified.get(token)
    if (known && known.expiresAt > Date.now()) return known.sub
    // HS256 only: `alg: none` and any other algorithm are refused.
    const payload = (await verify(token, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })) as
      | false
      | { sub?: unknown; exp?: unknown }
    if (!payload || typeof payload.sub !== 'string') return null
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string)
      verified.set(token, { sub: payload.sub, expiresAt: payload.exp * 1000 })
    }
    return payload.sub
  }

  const currentUser = async (verify: Verify, header: string | undefined): Promise<UserRow> => {
    const token = bearerToken(header)
    if (!token) throw unauthorized('Please log in to continue')
    const subject = await tokenSubject(verify, token)
    if (subject === null) throw unauthorized(SESSION_EXPIRED)
    const user = await findUserById(db, subject)
    if (!user) throw unauthorized(SESSION_EXPIRED)
    return user
  }

  return new Elysia({ name: 'auth' }).use(tokens).macro({
    auth: {
      async resolve({ jwt, headers }) {
        return { user: await currentUser(jwt.verify, headers.authorization) }
      },
    },
    /**
     * For public routes that add something for a signed-in user (the leaderboard's own row): the id
     * a valid token names, else null. Never 401, and no database read: what the route shows for
     * that id comes from its own data (a deleted user's id finds nothing there).
     */
    optionalAuth: {
      async resolve({ jwt, headers }) {
        const token = bearerToken(headers.authorization)
        return { userId: token ? await tokenSubject(jwt.verify, token) : null }
      },
    },
    admin: {
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
