/**
 * Auth as named macros: a route says `auth: true` or `admin: true` and gets the signed-in user,
 * or a 401 / 403 from this one place. The token carries the user id and the user's token version
 * (`ver`): the user and the role are read from the database on every request, so a changed role or
 * a deleted user counts at once, and a token whose version is behind the user's (a password reset,
 * a takeover by the email's owner) is refused (docs/decisions/0113). Requests waiting at the same
 * time share that read, and a token's signature is checked once per process (docs/decisions/0171).
 */
import { jwt } from '@elysiajs/jwt'
import { Elysia } from 'elysia'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema'
import { forbidden, unauthorized } from '../lib/errors'
import { effectiveRole } from '../modules/users/service'
import { userReads } from '../modules/users/user-reads'
import { TOKEN_LIFETIME } from '../shared/constants'
import { type SessionClaims, verifiedTokens } from './verified-tokens'

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.'

/** What a session token says. Tokens issued before versions existed carry none: version 0. */
export const sessionClaims = (user: Pick<UserRow, 'id' | 'tokenVersion'>) => ({ sub: user.id, ver: user.tokenVersion })

/** A session token for this user at their current token version (`jwt` from the auth plugin). */
export const signSession = (
  jwt: { sign(claims: { sub: string; ver: number }): Promise<string> },
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
) => jwt.sign(sessionClaims(user))

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
  const verified = verifiedTokens()
  const readUser = userReads(db)

  type Verify = (
    token?: string,
    options?: { algorithms: string[]; requiredClaims: string[] },
  ) => Promise<false | { sub?: string; ver?: unknown; exp?: unknown }>

  const claimsOf = async (verify: Verify, token: string): Promise<SessionClaims> => {
    const known = verified.get(token, Math.floor(Date.now() / 1000))
    if (known) return known
    // HS256 only: `alg: none` and any other algorithm are refused.
    const payload = await verify(token, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })
    if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
      throw unauthorized(SESSION_EXPIRED)
    const claims = { sub: payload.sub, ver: payload.ver, exp: payload.exp }
    verified.add(token, claims)
    return claims
  }

  const currentUser = async (verify: Verify, header: string | undefined): Promise<UserRow> => {
    const token = bearerToken(header)
    if (!token) throw unauthorized('Please log in to continue')
    const claims = await claimsOf(verify, token)
    const user = await readUser(claims.sub)
    const version = claims.ver === undefined ? 0 : claims.ver
    if (!user || version !== user.tokenVersion) throw unauthorized(SESSION_EXPIRED)
    return user
  }

  return new Elysia({ name: 'auth' }).use(tokens).macro({
    auth: {
      async resolve({ jwt, headers }) {
        return { user: await currentUser(jwt.verify, headers.authorization) }
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
