/**
 * Which account a provider identity signs in to (docs/decisions/0040, 0110):
 * 1. the account that already carries this (provider, provider user id) pair;
 * 2. else the account with the same email, when the provider has verified that email:
 *    - its email verified too: the identity is linked to it, password and sessions untouched;
 *    - its email never verified: the provider's verified owner takes it over: the identity is
 *      linked, the email counts as verified, the password is removed and every session ends;
 * 3. else a new account, its email verified. An email the provider has not verified neither
 *    links nor creates.
 * Races (two callbacks at once, a sign-up at the same moment) are settled by the unique indexes
 * and conditional updates: the loser runs the steps again and finds what the winner wrote.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { newId } from '../../lib/ids'
import { logLine } from '../../lib/log'
import { USERNAME_PATTERN } from '../../shared/constants'
import { type DecodedImage, mediaUrl, storeImage } from '../media/service'
import { isUsernameTaken } from '../users/service'
import { OAUTH_ERRORS, OAuthFailure } from './oauth-errors'
import { downloadProviderPicture } from './oauth-picture'
import type { ProviderIdentity, ProviderName } from './oauth-providers'

const USERNAME = new RegExp(USERNAME_PATTERN)
const idColumn = (provider: ProviderName) => (provider === 'google' ? users.googleId : users.discordId)
const idKey = (provider: ProviderName) => (provider === 'google' ? 'googleId' : 'discordId')

/** Picture downloads happen at most once per sign-in, even when the steps run again. */
type PictureSource = () => Promise<DecodedImage | null>

/** Another sign-in changed the account in between: run the steps again. */
class Changed extends Error {}

/** The picture's URL, stored in the transaction that shows it (docs/decisions/0114). */
async function storedPicture(tx: Tx, picture: PictureSource): Promise<string | null> {
  const image = await picture()
  return image ? mediaUrl(await storeImage(tx, image)) : null
}

async function findByIdentity(db: Db, identity: ProviderIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(idColumn(identity.provider), identity.providerUserId))
    .limit(1)
  return row ?? null
}

/** `google_k3j9x2m1qa`: valid, unique, and obviously waiting to be replaced. */
async function placeholderUsername(db: Db | Tx, provider: ProviderName): Promise<string> {
  for (;;) {
    const candidate = `${provider}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
    if (!(await isUsernameTaken(db, candidate))) return candidate
  }
}

async function linkAccount(db: Db, owner: UserRow, identity: ProviderIdentity, picture: PictureSource) {
  const linkedId = owner[idKey(identity.provider)]
  if (linkedId === identity.providerUserId) return owner
  if (linkedId !== null) throw new OAuthFailure(OAUTH_ERRORS.alreadyLinked(identity.provider))
  const takeover = !owner.emailVerified
  const row = await db.transaction(async (tx) => {
    const profilePicture = owner.profilePicture ?? (await storedPicture(tx, picture))
    const [updated] = await tx
      .update(users)
      .set({
        [idKey(identity.provider)]: identity.providerUserId,
        profilePicture,
        updatedAt: new Date(),
        // The address was never proved by whoever made this account; the provider proves it now.
        ...(takeover ? { emailVerified: true, passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(
        and(eq(users.id, owner.id), isNull(idColumn(identity.provider)), eq(users.emailVerified, owner.emailVerified)),
      )
      .returning()
    return updated
  })
  if (!row) throw new Changed()
  if (takeover)
    logLine({
      level: 'warn',
      message: 'an account with an unverified email went to the verified owner of the address',
      userId: row.id,
      provider: identity.provider,
    })
  return row
}

async function createAccount(db: Db, identity: ProviderIdentity & { email: string }, picture: PictureSource) {
  const handle = identity.username
  const keepsHandle = handle !== null && USERNAME.test(handle) && !(await isUsernameTaken(db, handle))
  const username = keepsHandle ? handle : await placeholderUsername(db, identity.provider)
  const [row] = await db.transaction(async (tx) =>
    tx
      .insert(users)
      .values({
        id: newId(),
        username,
        email: identity.email,
        passwordHash: null,
        emailVerified: true,
        [idKey(identity.provider)]: identity.providerUserId,
        needsUsernameSetup: !keepsHandle,
        profilePicture: await storedPicture(tx, picture),
      })
      .returning(),
  )
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
  let downloaded: Promise<DecodedImage | null> | undefined
  const picture: PictureSource = () => {
    downloaded ??= identity.pictureUrl ? downloadProviderPicture(identity.pictureUrl) : Promise.resolve(null)
    return downloaded
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await resolveAccount(db, identity, picture)
    } catch (error) {
      if (attempt < 3 && (isUniqueViolation(error) || error instanceof Changed)) continue
      if (error instanceof Changed) throw new OAuthFailure(OAUTH_ERRORS.alreadyLinked(identity.provider))
      throw error
    }
  }
}
