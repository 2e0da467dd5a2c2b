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
import { and, count, eq, inArray, lte } from 'drizzle-orm'
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
import { logError, logLine } from '../../lib/log'
import type { Mailer } from '../../lib/mail'
import { effectivePrefs, type NotificationChannel, PREFERENCE_OF } from '../../shared/notifications'
import { sendDiscord, sendEmail, sendPush } from './channels'
import { composeMessage, discordEmbed, emailText } from './messages'
import { claimDue, liveRegistrations, type Outcome, settle } from './outbox'
import { type Channels, plan, REMINDER_OFFSETS_MS } from './planner'
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe'

export const NOTIFY_EVERY_MS = 5_000
const BATCH = 100
/** Messages sent at once by one server (SMTP connections, push requests). */
export const CONCURRENCY = 8

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
  users: Map<string, UserRow>
  events: Map<string, EventRow>
  registrations: Map<string, RegistrationRow>
}

const pairKey = (userId: string, eventId: string) => `${userId}:${eventId}`

async function load(db: Db, rows: NotificationRow[]): Promise<Loaded> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]
  const eventIds = [...new Set(rows.map((row) => row.subjectId))]
  const [userRows, eventRows, registrationRows] = await Promise.all([
    userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : [],
    db.select().from(events).where(inArray(events.id, eventIds)),
    liveRegistrations(
      db,
      rows.flatMap((row) => (row.userId ? [{ userId: row.userId, eventId: row.subjectId }] : [])),
    ),
  ])
  return {
    users: new Map(userRows.map((row) => [row.id, row])),
    events: new Map(eventRows.map((row) => [row.id, row])),
    registrations: new Map(registrationRows.map((row) => [pairKey(row.userId, row.eventId), row])),
  }
}

async function waitlistPosition(db: Db, registration: RegistrationRow): Promise<number> {
  const [row] = await db
    .select({ ahead: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, registration.eventId),
        eq(registrations.status, 'waitlisted'),
        lte(registrations.queueNumber, registration.queueNumber),
      ),
    )
  return row?.ahead ?? 1
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
    const event = loaded.events.get(row.subjectId)
    if (!event || event.deletedAt) return { status: 'skipped', note: 'the event was deleted' }
    if (event.date.getTime() <= at.getTime()) return { status: 'skipped', note: 'the event has started' }
    if (
      row.kind === 'event_reminder_24h' &&
      event.date.getTime() - at.getTime() <= REMINDER_OFFSETS_MS.event_reminder_1h
    )
      return { status: 'skipped', note: 'the 1-hour reminder takes over' }
    if (row.channel === 'discord') {
      if (!config.notifications.discordWebhookUrl) return { status: 'skipped', note: 'no webhook' }
      return sendDiscord(
        config.notifications.discordWebhookUrl,
        discordEmbed(event, publicUrl, clubTimeZone),
        at,
        row.attempts,
      )
    }
    const user = row.userId ? loaded.users.get(row.userId) : undefined
    if (!user) return { status: 'skipped', note: 'no such person' }
    const category = PREFERENCE_OF[row.kind]
    if (!effectivePrefs(user.notificationPrefs)[row.channel][category])
      return { status: 'skipped', note: `${row.channel} ${category} turned off` }
    let position: number | null = null
    if (row.kind !== 'event_published') {
      const registration = loaded.registrations.get(pairKey(user.id, event.id))
      if (!registration) return { status: 'skipped', note: 'the registration was cancelled' }
      if (registration.status === 'waitlisted') {
        if (row.kind !== 'event_reminder_24h') return { status: 'skipped', note: 'on the waitlist' }
        position = await waitlistPosition(db, registration)
      }
    }
    const message = composeMessage({
      kind: row.kind,
      event,
      username: user.username,
      waitlistPosition: position,
      publicUrl,
      timeZone: clubTimeZone,
    })
    if (row.channel === 'push') {
      if (!vapid) return { status: 'skipped', note: 'push is not configured' }
      const tag = `${row.kind}:${event.id}`
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

  async function sendBatch(rows: NotificationRow[], at: Date, report: PassReport) {
    const loaded = await load(db, rows)
    const results: { row: NotificationRow; outcome: Outcome }[] = []
    let next = 0
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!
        const outcome = await deliver(row, loaded, at).catch(
          (error): Outcome => ({ status: 'retry', at: new Date(at.getTime() + 60_000), note: String(error) }),
        )
        results.push({ row, outcome })
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane))
    await settle(db, at, results)
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
    for (;;) {
      const at = now()
      const rows = await claimDue(db, at, BATCH)
      if (rows.length === 0) break
      await sendBatch(rows, at, report)
    }
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
