/**
 * For the notification tests: the app around a database, a real SMTP server on loopback as its
 * mail relay, a clock the test moves, and notifiers ("servers") on their own connection pools.
 */
import { afterAll } from 'bun:test'
import { databaseViolations } from '../../../test/db-checks'
import { startMailbox } from '../../../test/mailbox'
import { buildContext, createTestDatabase, type TestContext } from '../../../test/support'
import { openPostgres } from '../../db/client'
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
