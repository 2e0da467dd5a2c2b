/**
 * Personal calendar feeds (docs/api.md#calendars; decision 0164). The address is the credential:
 * `PUBLIC_URL/api/calendar/feeds/<token>.ics`, where the token is 256 bits derived from a random
 * key with the server's secret (HMAC-SHA256). The database keeps the key and the token's sha256,
 * never the token: the table alone opens no feed, and the address can still be shown again on
 * every visit to /profile. A new address replaces the row, so the old token finds nothing at once.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarFeeds, events, registrations } from '../../db/schema'
import { isUuid } from '../../lib/ids'
import { CLUB_NAME } from '../../shared/constants'
import { calendarColumns } from './calendar-cache'
import { calendarFile, vevent } from './event-ics'

export const FEED_PATH = '/api/calendar/feeds'
/** A token as the address carries it: 32 bytes, base64url, no padding. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/
export const PERSONAL_FEED_NAME = `${CLUB_NAME}: my events`

const deriveToken = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${key}`).digest('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newKey = () => randomBytes(32).toString('base64url')

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${FEED_PATH}/${token}.ics`

interface FeedSettings {
  secret: string
  publicUrl: string
}

/** A new key for the user, replacing any old one; the new address. */
export async function replaceFeed(db: Db, userId: string, { secret, publicUrl }: FeedSettings): Promise<string> {
  const key = newKey()
  const token = deriveToken(secret, key)
  const values = { userId, key, tokenHash: hashToken(token), createdAt: new Date() }
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { key, tokenHash: values.tokenHash, createdAt: values.createdAt },
    })
  return feedUrl(publicUrl, token)
}

/**
 * The user's address, made on the first call (two first calls at once agree on one). When the
 * server's secret has changed since, the old address cannot be shown again: a new one is made.
 */
export async function currentFeed(db: Db, userId: string, settings: FeedSettings): Promise<string> {
  const read = () => db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1)
  let [row] = await read()
  if (!row) {
    const key = newKey()
    await db
      .insert(calendarFeeds)
      .values({ userId, key, tokenHash: hashToken(deriveToken(settings.secret, key)) })
      .onConflictDoNothing()
    ;[row] = await read()
  }
  if (!row) throw new Error('calendar feed row missing after insert')
  const token = deriveToken(settings.secret, row.key)
  if (hashToken(token) !== row.tokenHash) return replaceFeed(db, userId, settings)
  return feedUrl(settings.publicUrl, token)
}

/** The owner of a feed token, or null (malformed, replaced, or never issued). */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1)
  return row?.userId ?? null
}

/** The user's feed: every event they hold a seat or a waitlist place for, deleted ones cancelled. */
export async function personalFeed(db: Db, userId: string, publicUrl: string): Promise<string> {
  if (!isUuid(userId)) return calendarFile([], { name: PERSONAL_FEED_NAME })
  const rows = await db
    .select({ event: calendarColumns, status: registrations.status })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.userId, userId), inArray(registrations.status, ['registered', 'waitlisted'])))
    .orderBy(asc(events.date), asc(events.id))
  return calendarFile(
    rows.map((row) => vevent(row.event, { publicUrl, waitlisted: row.status === 'waitlisted' })),
    { name: PERSONAL_FEED_NAME },
  )
}
