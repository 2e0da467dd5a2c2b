/**
 * The notifier: the loop each server runs (decision 0250). A pass plans (planner.ts: due moments
 * become outbox rows), then claims due rows in batches and sends them until none is left. It runs
 * once at start-up (what fell due while the server was down, if it still makes sense) and then
 * every few seconds; `stop` waits for the pass in progress. Its clock is `now`, which tests move.
 *
 * Whether a message still makes sense is decided when it is sent, from the database as it is then:
 * never about an event that started or was deleted, never to a cancelled registration, never when
 * the person turned that kind off, and a waitlisted person's 24-hour reminder says their place.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type EventRow,
  events,
  type NotificationRow,
  type RegistrationRow,
  registrations,
  type UserRow,
  users,
} from '../../db/schema'
import type { AppConfig } from '../../deps'
import { workDone } from '../../lib/idle-collect'
import { logError, logLine } from '../../lib/log'
import type { Mailer } from '../../lib/mail'
import {
  type EventNotificationKind,
  effectivePrefs,
  isJamKind,
  type JamNotificationKind,
  type NotificationChannel,
  PREFERENCE_OF,
} from '../../shared/notifications'
import { sendDiscord, sendEmail, sendPush } from './channels'
import type { Channels } from './fanout-sql'
import { composeJamMessage, jamDiscordEmbed } from './jam-messages'
import { jamPairKey, type LoadedJams, loadJams } from './jam-subjects'
import { composeMessage, discordEmbed, emailText, type Message } from './messages'
import { claimDue, liveRegistrations, type Outcome, settle } from './outbox'
import { plan, REMINDER_OFFSETS_MS } from './planner'
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe'

export const NOTIFY_EVERY_MS = 5_000
/** Rows claimed at once (decision 0300): a few round trips of the database per batch, not per row. */
const BATCH = 250
/**
 * Messages sent at once by one server (SMTP connections, push requests; decision 0300): each
 * message is a few round trips to the relay, so the rate is this many messages per round trip.
 */
export const CONCURRENCY = 32

export interface NotifierOptions {
  db: Db
  config: AppConfig
  mailer: Mailer
  /** Default: the real time. */
  now?: () => Date
  everyMs?: number
  /** Default: logLine. Tests collect what it says. */
  log?: (record: Record<string, unknown>) => void
}

export interface PassReport {
  planned: number
  sent: number
  skipped: number
  retried: number
  failed: number
}

export interface Notifier {
  readonly channels: Channels
  /** One pass: plan, then send everything due. */
  runOnce(): Promise<PassReport>
  /** A pass now, then one every `everyMs` (never two at once). */
  start(): void
  /** No new pass; resolves when the one in progress has finished. */
  stop(): Promise<void>
}

export function configuredChannels(config: AppConfig, mailer: Mailer): Channels {
  const channels = new Set<NotificationChannel>()
  if (mailer.canSend) channels.add('email')
  if (config.notifications.vapid) channels.add('push')
  if (config.notifications.discordWebhookUrl) channels.add('discord')
  return channels
}

interface Loaded {
  jams: LoadedJams
  /** Each waitlisted registration's place (1 = next to get a seat), for the 24-hour reminder. */
  waitlistPositions: Map<string, number>
  users: Map<string, UserRow>
  events: Map<string, EventRow>
  registrations: Map<string, RegistrationRow>
}

const pairKey = (userId: string, eventId: string) => `${userId}:${eventId}`

/**
 * A promise awaited later than it may fail (the next batch's claim while this one is sent): its
 * failure reaches that `await`, and is not an unhandled rejection meanwhile, which would end the process.
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

const emptyLoaded: Loaded = {
  jams: { jams: new Map(), entrants: new Set(), built: new Set() },
  waitlistPositions: new Map(),
  users: new Map(),
  events: new Map(),
  registrations: new Map(),
}

/** The waitlist places of these events' waitlisted registrations, in one query for a batch. */
async function waitlistPositions(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: registrations.id,
      place:
        sql<number>`row_number() over (partition by ${registrations.eventId} order by ${registrations.queueNumber})`.mapWith(
          Number,
        ),
    })
    .from(registrations)
    .where(and(inArray(registrations.eventId, eventIds), eq(registrations.status, 'waitlisted')))
  return new Map(rows.map((row) => [row.id, row.place]))
}

async function load(db: Db, rows: NotificationRow[]): Promise<Loaded> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]
  const eventRows = rows.filter((row) => !isJamKind(row.kind))
  const eventIds = [...new Set(eventRows.map((row) => row.subjectId))]
  const [userRows, eventsFound, registrationRows, jamsLoaded] = await Promise.all([
    userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : [],
    eventIds.length ? db.select().from(events).where(inArray(events.id, eventIds)) : [],
    liveRegistrations(
      db,
      eventRows.flatMap((row) => (row.userId ? [{ userId: row.userId, eventId: row.subjectId }] : [])),
    ),
    loadJams(db, rows),
  ])
  const waitlistedEvents = [
    ...new Set(registrationRows.filter((row) => row.status === 'waitlisted').map((row) => row.eventId)),
  ]
  return {
    jams: jamsLoaded,
    waitlistPositions: await waitlistPositions(db, waitlistedEvents),
    users: new Map(userRows.map((row) => [row.id, row])),
    events: new Map(eventsFound.map((row) => [row.id, row])),
    registrations: new Map(registrationRows.map((row) => [pairKey(row.userId, row.eventId), row])),
  }
}

export function createNotifier({
  db,
  config,
  mailer,
  now = () => new Date(),
  everyMs = NOTIFY_EVERY_MS,
  log = logLine,
}: NotifierOptions): Notifier {
  const channels = configuredChannels(config, mailer)
  const { publicUrl, clubTimeZone, jwtSecret } = config
  const vapid = config.notifications.vapid

  async function deliver(row: NotificationRow, loaded: Loaded, at: Date): Promise<Outcome> {
    if (!channels.has(row.channel))
      return { status: 'skipped', note: `${row.channel} is not configured on this server` }
    if (isJamKind(row.kind)) return deliverJam(row, row.kind, loaded, at)
    const kind = row.kind as EventNotificationKind
    const event = loaded.events.get(row.subjectId)
    if (!event || event.deletedAt) return { status: 'skipped', note: 'the event was deleted' }
    if (event.date.getTime() <= at.getTime()) return { status: 'skipped', note: 'the event has started' }
    if (
      row.kind === 'event_reminder_24h' &&
      event.date.getTime() - at.getTime() <= REMINDER_OFFSETS_MS.event_reminder_1h
    )
      return { status: 'skipped', note: 'the 1-hour reminder takes over' }
    if (row.channel === 'discord') return toDiscord(row, discordEmbed(event, publicUrl, clubTimeZone), at)
    const user = row.userId ? loaded.users.get(row.userId) : undefined
    if (!user) return { status: 'skipped', note: 'no such person' }
    const off = turnedOff(row, user)
    if (off) return off
    let position: number | null = null
    if (row.kind !== 'event_published') {
      const registration = loaded.registrations.get(pairKey(user.id, event.id))
      if (!registration) return { status: 'skipped', note: 'the registration was cancelled' }
      if (registration.status === 'waitlisted') {
        if (row.kind !== 'event_reminder_24h') return { status: 'skipped', note: 'on the waitlist' }
        position = loaded.waitlistPositions.get(registration.id) ?? 1
      }
    }
    const message = composeMessage({
      kind,
      event,
      username: user.username,
      waitlistPosition: position,
      publicUrl,
      timeZone: clubTimeZone,
    })
    return toPerson(row, user, message, at)
  }

  /** A jam's message (docs/jams.md#notifications): skipped once it no longer makes sense. */
  async function deliverJam(
    row: NotificationRow,
    kind: JamNotificationKind,
    loaded: Loaded,
    at: Date,
  ): Promise<Outcome> {
    const jam = loaded.jams.jams.get(row.subjectId)
    if (!jam || jam.deletedAt) return { status: 'skipped', note: 'the jam was deleted' }
    const time = at.getTime()
    if (kind === 'jam_published' && time >= jam.startsAt.getTime())
      return { status: 'skipped', note: 'the jam has started' }
    if ((kind === 'jam_theme_out' || kind === 'jam_closing_soon') && time >= jam.submissionsCloseAt.getTime())
      return { status: 'skipped', note: 'submissions have closed' }
    if (kind === 'jam_voting_open' && time >= jam.votingClosesAt.getTime())
      return { status: 'skipped', note: 'voting has closed' }
    // The theme is the database's to reveal: a server whose clock runs ahead waits for it.
    if (kind === 'jam_theme_out' && !jam.started)
      return { status: 'retry', at: new Date(time + 5_000), note: 'the jam has not started by the database clock' }
    if (row.channel === 'discord') return toDiscord(row, jamDiscordEmbed(kind, jam, publicUrl, clubTimeZone), at)
    const user = row.userId ? loaded.users.get(row.userId) : undefined
    if (!user) return { status: 'skipped', note: 'no such person' }
    const off = turnedOff(row, user)
    if (off) return off
    if (kind !== 'jam_published' && !loaded.jams.entrants.has(jamPairKey(user.id, jam.id)))
      return { status: 'skipped', note: 'no longer an entrant' }
    if (kind === 'jam_closing_soon' && loaded.jams.built.has(jamPairKey(user.id, jam.id)))
      return { status: 'skipped', note: 'their entry has a build' }
    return toPerson(row, user, composeJamMessage(kind, jam, publicUrl, clubTimeZone), at)
  }

  function turnedOff(row: NotificationRow, user: UserRow): Outcome | null {
    const category = PREFERENCE_OF[row.kind]
    if (row.channel === 'discord' || effectivePrefs(user.notificationPrefs)[row.channel][category]) return null
    return { status: 'skipped', note: `${row.channel} ${category} turned off` }
  }

  function toDiscord(row: NotificationRow, body: unknown, at: Date): Promise<Outcome> | Outcome {
    if (!config.notifications.discordWebhookUrl) return { status: 'skipped', note: 'no webhook' }
    return sendDiscord(config.notifications.discordWebhookUrl, body, at, row.attempts)
  }

  /** By push or email, as the row says. */
  function toPerson(row: NotificationRow, user: UserRow, message: Message, at: Date): Promise<Outcome> | Outcome {
    const category = PREFERENCE_OF[row.kind]
    if (row.channel === 'push') {
      if (!vapid) return { status: 'skipped', note: 'push is not configured' }
      const tag = `${row.kind}:${row.subjectId}`
      return sendPush(
        db,
        vapid,
        user.id,
        { title: message.subject, body: message.short, url: message.url, tag },
        at,
        row.attempts,
      )
    }
    const link = unsubscribeUrl(publicUrl, unsubscribeToken(jwtSecret, user.id, category))
    return sendEmail(
      mailer,
      {
        to: user.email,
        subject: message.subject,
        text: emailText(user.username, message, `${publicUrl}/profile`, category),
        headers: {
          'Auto-Submitted': 'auto-generated',
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      at,
      row.attempts,
    )
  }

  interface Batch {
    rows: NotificationRow[]
    at: Date
    loaded: Loaded
  }

  /** The next due rows, leased, with what their messages need read in a few queries. */
  async function claimBatch(): Promise<Batch> {
    const at = now()
    const rows = await claimDue(db, at, BATCH)
    return { rows, at, loaded: rows.length > 0 ? await load(db, rows) : emptyLoaded }
  }

  /** Sends a batch `CONCURRENCY` at a time; resolves with what became of each row. */
  async function sendBatch({ rows, at, loaded }: Batch) {
    const results: { row: NotificationRow; outcome: Outcome }[] = []
    let next = 0
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!
        workDone()
        const outcome = await deliver(row, loaded, at).catch(
          (error): Outcome => ({ status: 'retry', at: new Date(at.getTime() + 60_000), note: String(error) }),
        )
        results.push({ row, outcome })
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane))
    return results
  }

  function count(report: PassReport, results: { outcome: Outcome }[]) {
    for (const { outcome } of results) {
      if (outcome.status === 'sent') report.sent++
      else if (outcome.status === 'skipped') report.skipped++
      else if (outcome.status === 'retry') report.retried++
      else report.failed++
    }
  }

  async function runOnce(): Promise<PassReport> {
    const report: PassReport = { planned: 0, sent: 0, skipped: 0, retried: 0, failed: 0 }
    report.planned = await plan(db, now(), channels)
    // While a batch is being sent, the next one is claimed and loaded and the previous one is
    // settled (decision 0300): the relay's connections do not wait for the database between batches.
    let settling: Promise<void> = Promise.resolve()
    let upcoming = awaitedLater(claimBatch())
    try {
      for (;;) {
        const batch = await upcoming
        if (batch.rows.length === 0) break
        upcoming = awaitedLater(claimBatch())
        const results = await sendBatch(batch)
        await settling
        settling = awaitedLater(settle(db, batch.at, results).then(() => count(report, results)))
      }
    } finally {
      // Nothing is left running when the pass ends, even when a statement failed.
      await Promise.allSettled([settling, upcoming])
    }
    await settling
    return report
  }

  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<unknown> | null = null
  let stopped = false
  let warned = false

  const pass = () => {
    running = runOnce()
      .then((report) => {
        if (report.sent + report.failed + report.retried > 0) log({ message: 'notifications', ...report })
      })
      .catch((error) => logError('notification pass failed', error))
      .finally(() => {
        running = null
        if (!stopped) timer = setTimeout(pass, everyMs)
      })
  }

  return {
    channels,
    runOnce,
    start() {
      stopped = false
      // Email's absence is said by index.ts with the rest of what SMTP_URL does.
      if (!warned && !channels.has('discord'))
        log({ level: 'warn', message: 'DISCORD_WEBHOOK_URL is not set: this server posts nothing to Discord' })
      warned = true
      pass()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}
