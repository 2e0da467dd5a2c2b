/**
 * The notifications' outbox under its biggest load (issue 27, docs/notifications.md): the 24-hour
 * reminders of an event with 2,000 registrants, sent by the production server on PostgreSQL 15
 * through SMTP to a real SMTP server on loopback (api/test/mailbox.ts), and received there.
 *
 * The event is made through the admin API a month ahead (its announcement fan-out is let pass
 * first); the 2,000 registrants are written straight into the database (api/test/rushes.ts), then
 * the event's date is moved so that its 24-hour moment is a few seconds ahead. The server's own
 * notifier (a pass every 5 s) plans and sends them: measured from the moment to the last reminder
 * received, and the rate from the first reminder received to the last.
 */
import { loadavg } from 'node:os'
import { openPostgres } from '../../api/src/db/client'
import { startMailbox } from '../../api/test/mailbox'
import { announcementPlanned, insertRegistrants, moveEventDate } from '../../api/test/reminder-rush'
import { ClubClient } from '../lib/club-client'
import { startPostgres } from '../lib/postgres'
import { round } from './results'
import { startClubServer, stopOnInterrupt, treeCpuSeconds } from './server'

export const NOTIFICATIONS_BENCH = { registrants: 2_000, leadMs: 8_000 }
const DAY = 24 * 3_600_000

export interface NotificationsRun {
  measured: string
  db: 'postgres'
  registrants: number
  /** Reminders received by the loopback SMTP server (one per registrant, each to its own address). */
  reminders: number
  /** From the 24-hour moment to the first and the last reminder received. */
  first_after_s: number
  all_out_s: number
  /** Reminders per second from the first received to the last. */
  emails_per_s: number
  /**
   * CPU seconds used from the moment to the last reminder by the club's server, by PostgreSQL (the
   * server and its backends) and by the bench's process (the SMTP sink parsing every message),
   * against the wall seconds × 2 cores there were; and the load average then.
   */
  cpu_s: { server: number; postgres: number; smtp_sink: number; wall: number }
  load_average: number
}

export async function benchNotifications(log: (line: string) => void): Promise<NotificationsRun> {
  const { registrants, leadMs } = NOTIFICATIONS_BENCH
  const cluster = await startPostgres()
  const stopPg = stopOnInterrupt(() => cluster.stop())
  const database = openPostgres(cluster.url, 4)
  const mailbox = await startMailbox()
  try {
    await database.migrate()
    const server = await startClubServer(cluster.url, undefined, {
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'GameDev Club <club@bench.test>',
    })
    try {
      const client = new ClubClient(server.url)
      const admin = await client.signUpAdmin('benchnotify', 'bench-notifications-admin@bench.test', server.grantAdmin)
      const event = await client.expect<{ _id: string }>(
        201,
        'POST',
        '/api/events',
        {
          name: 'Big Lecture: making games that run on any phone',
          description: 'A talk for the whole campus.',
          date: new Date(Date.now() + 30 * DAY).toISOString(),
          location: 'Main Auditorium',
          pointsAwarded: 10,
          type: 'Speaker Session',
        },
        admin.token,
      )
      // The announcement fan-out goes to nobody who is not there yet: let it pass before the registrants come.
      const deadline = Date.now() + 30_000
      while (!(await announcementPlanned(database.db, event._id))) {
        if (Date.now() > deadline) throw new Error('the event’s announcement was never planned')
        await Bun.sleep(100)
      }
      await insertRegistrants(database.db, event._id, registrants, 'notify', server.jwtSecret)
      const moment = Date.now() + leadMs
      await moveEventDate(database.db, event._id, new Date(moment + DAY))
      const before = mailbox.messages.length
      const cpu = () => ({
        server: treeCpuSeconds(server.pid),
        postgres: treeCpuSeconds(cluster.pid),
        sink: process.cpuUsage(),
      })
      while (Date.now() < moment) await Bun.sleep(20)
      const cpuBefore = cpu()
      log(`  ${registrants} registrants written; the 24-hour moment is ${leadMs / 1000} s ahead`)

      const reminders = () => mailbox.messages.slice(before).filter((mail) => mail.subject.startsWith('Reminder:'))
      const waitUntil = moment + 120_000
      while (reminders().length < registrants) {
        if (Date.now() > waitUntil)
          throw new Error(`${reminders().length} of ${registrants} reminders received in 120 s after the moment`)
        await Bun.sleep(50)
      }
      const cpuAfter = cpu()
      const sink = process.cpuUsage(cpuBefore.sink)
      const received = reminders()
      const times = received.map((mail) => mail.receivedAt).sort((a, b) => a - b)
      const first = times[0] as number
      const last = times.at(-1) as number
      const addresses = new Set(received.map((mail) => mail.to[0]))
      if (addresses.size !== registrants) throw new Error(`${addresses.size} addresses for ${registrants} reminders`)
      const run: NotificationsRun = {
        measured: new Date().toISOString(),
        db: 'postgres',
        registrants,
        reminders: received.length,
        first_after_s: round((first - moment) / 1000),
        all_out_s: round((last - moment) / 1000),
        emails_per_s: Math.round(received.length / Math.max((last - first) / 1000, 0.001)),
        cpu_s: {
          server: round(cpuAfter.server - cpuBefore.server, 1),
          postgres: round(cpuAfter.postgres - cpuBefore.postgres, 1),
          smtp_sink: round((sink.user + sink.system) / 1e6, 1),
          wall: round((Date.now() - moment) / 1000, 1),
        },
        load_average: round(loadavg()[0] ?? 0),
      }
      log(
        `  ${run.reminders} reminders: the first ${run.first_after_s} s after the moment, the last ${run.all_out_s} s after; ${run.emails_per_s} emails/s; CPU s: server ${run.cpu_s.server} (${round((run.cpu_s.server * 1000) / run.reminders, 2)} ms per email), PostgreSQL ${run.cpu_s.postgres}, SMTP sink ${run.cpu_s.smtp_sink} in ${run.cpu_s.wall} s (load ${run.load_average})`,
      )
      return run
    } finally {
      await server.stop()
    }
  } finally {
    await mailbox.close()
    await database.close()
    await stopPg()
  }
}
