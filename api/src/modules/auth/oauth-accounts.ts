/**
 * Which account a provider identity signs in to (docs/decisions/0040):
 * 1. the account that already carries this (provider, provider user id) pair;
 * 2. else the account with the same email, linked, when the provider has verified that email;
 * 3. else a new account. An email the provider has not verified neither links nor creates.
 * Races (two callbacks at once, a sign-up at the same moment) are settled by the unique indexes:
 * the loser runs the steps again and finds what the winner wrote.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { newId } from '../../lib/ids'
import { USERNAME_PATTERN } from '../../shared/constants'
import { isUsernameTaken } from '../users/service'
import { OAUTH_ERRORS, OAuthFailure } from './oauth-errors'
import { importProviderPicture } from './oauth-picture'
import type { ProviderIdentity, ProviderName } from './oauth-providers'

const USERNAME = new RegExp(USERNAME_PATTERN)
const idColumn = (provider: ProviderName) => (provider === 'google' ? users.googleId : users.discordId)
const idKey = (provider: ProviderName) => (provider === 'google' ? 'googleId' : 'discordId')

/** Picture downloads happen at most once per sign-in, even when the steps run again. */
type PictureSource = () => Promise<string | null>

async function findByIdentity(db: Db, identity: ProviderIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(idColumn(identity.provider), identity.providerUserId))
    .limit(1)
  return row ?? null
}

/** `google_k3j9x2m1qa`: valid, unique, and obviously waiting to be replaced. */
async function placeholderUsername(db: Db, provider: ProviderName): Promise<string> {
  for (;;) {
    const candidate = `${provider}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
    if (!(await isUsernameTaken(db, candidate))) return candidate
  }
}

async function linkAccount(db: Db, owner: UserRow, identity: ProviderIdentity, picture: PictureSource) {
  const linkedId = owner[idKey(identity.provider)]
  if (linkedId === identity.providerUserId) return owner
  if (linkedId !== null) throw new OAuthFailure(OAUTH_ERRORS.alreadyLinked(identity.provider))
  const profilePicture = owner.profilePicture ?? (await picture())
  const [row] = await db
    .update(users)
    .set({ [idKey(identity.provider)]: identity.providerUserId, profilePicture, updatedAt: new Date() })
    .where(and(eq(users.id, owner.id), isNull(idColumn(identity.provider))))
    .returning()
  if (row) return row
  // Another sign-in linked this account in between: fine if it linked the same identity.
  const now = await findByIdentity(db, identity)
  if (now?.id === owner.id) return now
  throw new OAuthFailure(OAUTH_ERRORS.alreadyLinked(identity.provider))
}

async function createAccount(db: Db, identity: ProviderIdentity & { email: string }, picture: PictureSource) {
  const handle = identity.username
  const keepsHandle = handle !== null && USERNAME.test(handle) && !(await isUsernameTaken(db, handle))
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      username: keepsHandle ? handle : await placeholderUsername(db, identity.provider),
      email: identity.email,
      passwordHash: null,
      [idKey(identity.provider)]: identity.providerUserId,
      needsUsernameSetup: !keepsHandle,
      profilePicture: await picture(),
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

async function resolveAccount(db: Db, identity: ProviderIdentity, picture: PictureSource): Promise<UserRow> {
  const returning = await findByIdentity(db, identity)
  if (returning) return returning
  const { email } = identity
  if (!email) throw new OAuthFailure(OAUTH_ERRORS.noEmail(identity.provider))
  if (!identity.emailVerified) throw new OAuthFailure(OAUTH_ERRORS.emailNotVerified(identity.provider))
  const [owner] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  if (owner) return linkAccount(db, owner, identity, picture)
  return createAccount(db, { ...identity, email }, picture)
}

export async function signInWithIdentity(db: Db, identity: ProviderIdentity): Promise<UserRow> {
  let stored: Promise<string | null> | undefined
  const picture: PictureSource = () => {
    stored ??= identity.pictureUrl ? importProviderPicture(db, identity.pictureUrl) : Promise.resolve(null)
    return stored
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await resolveAccount(db, identity, picture)
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}
