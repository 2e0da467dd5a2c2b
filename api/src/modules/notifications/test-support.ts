/**
 * For the notification tests: the app around a database, a real SMTP server on loopback as its
 * mail relay, a clock the test moves, and notifiers ("servers") on their own connection pools.
 */
import { afterAll } from 'bun:test'
import { eq } from 'drizzle-orm'
import { databaseViolations } from '../../../test/db-checks'
import { startMailbox } from '../../../test/mailbox'
import { buildContext, createEvent, createTestDatabase, insertMembers, type TestContext } from '../../../test/support'
import { openPostgres } from '../../db/client'
import { events, registrations } from '../../db/schema'
import type { AppConfig } from '../../deps'
import { createMailer } from '../../lib/mail'
import { CONCURRENCY, createNotifier, type Notifier } from './worker'

export async function notificationsHarness(overrides: Partial<AppConfig> = {}) {
  const mailbox = await startMailbox()
  const database = await createTestDatabase()
  let clock = Date.now()
  const now = () => new Date(clock)
  const mail = { smtpUrl: mailbox.url, from: 'GameDev Club <club@club.test>' }
  const ctx: TestContext = buildContext(database, { mail, ...overrides }, { now })
  const mailers: ReturnType<typeof createMailer>[] = []
  const closers: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const close of closers) await close()
    for (const mailer of mailers) mailer.close()
    await mailbox.close()
    try {
      const broken = await databaseViolations(database.db)
      if (broken.length) throw new Error(`Database invariants broken after this file: ${JSON.stringify(broken)}`)
    } finally {
      await database.drop()
    }
  })
  /** Another server: its own mailer and, on PostgreSQL, its own connection pool. */
  function server(logs: Record<string, unknown>[] = []): Notifier {
    const mailer = createMailer(mail, { pool: CONCURRENCY })
    mailers.push(mailer)
    let db = database.db
    if (database.url) {
      const pool = openPostgres(database.url, 4)
      closers.push(() => pool.close())
      db = pool.db
    }
    return createNotifier({ db, config: ctx.config, mailer, now, log: (record) => logs.push(record) })
  }
  return {
    ctx,
    mailbox,
    server,
    now,
    /** Moves the clock to this instant. */
    setClock: (at: number) => {
      clock = at
    },
    advance: (ms: number) => {
      clock += ms
    },
  }
}

const HOUR = 3_600_000

/**
 * An event a day and a minute after `start`, points at check-in, with `count` new members
 * registered: written straight in, with the counters in step, as the API would have over the weeks
 * before (a registration written so owes no award).
 */
export async function registeredEvent(
  ctx: TestContext,
  adminToken: string,
  count: number,
  start: number,
  name: string,
) {
  const event = await createEvent(ctx, adminToken, {
    name,
    expOn: 'attendance',
    date: new Date(start + 24 * HOUR + 60_000).toISOString(),
  })
  const members = await insertMembers(ctx, count)
  await ctx.database.db.insert(registrations).values(
    members.map((member, index) => ({
      id: Bun.randomUUIDv7(),
      userId: member.user._id,
      eventId: event._id,
      status: 'registered' as const,
      queueNumber: index + 1,
    })),
  )
  await ctx.database.db
    .update(events)
    .set({ registeredCount: count, queueNumbersIssued: count })
    .where(eq(events.id, event._id))
  return event
}
