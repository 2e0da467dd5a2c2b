/**
 * Measures (run with BENCH_NOTIFICATIONS=1; skipped otherwise): the 24-hour reminders of an event
 * with 2,000 registrants, end to end (planned, claimed, sent through SMTP to the loopback sink,
 * received and parsed there), by one server and by two. docs/notifications.md quotes the figures.
 */
import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { signUpAdmin } from '../../../test/support'
import { notificationsHarness, registeredEvent } from './test-support'

setDefaultTimeout(600_000)
const REGISTRANTS = Number(process.env.BENCH_REGISTRANTS ?? 2000)

describe.skipIf(!process.env.BENCH_NOTIFICATIONS)('throughput', () => {
  for (const servers of [1, 2])
    test(`the reminders of an event with ${REGISTRANTS} registrants, ${servers} server(s)`, async () => {
      const { ctx, mailbox, server, setClock } = await notificationsHarness()
      const admin = await signUpAdmin(ctx)
      const start = Date.now()
      setClock(start)
      await registeredEvent(ctx, admin.token, REGISTRANTS, start, 'Big Lecture')
      const notifiers = Array.from({ length: servers }, () => server())
      await Promise.all(notifiers.map((notifier) => notifier.runOnce())) // the announcement fan-out (nobody opted in)
      const before = mailbox.messages.length

      setClock(start + 60_000 + 1_000)
      const t0 = performance.now()
      await Promise.all(notifiers.map((notifier) => notifier.runOnce()))
      const reminders = () => mailbox.messages.slice(before).filter((mail) => mail.subject.startsWith('Reminder:'))
      while (reminders().length < REGISTRANTS) await Bun.sleep(10)
      const seconds = (performance.now() - t0) / 1000
      expect(new Set(reminders().map((mail) => mail.to[0])).size).toBe(REGISTRANTS)
      expect(reminders().length).toBe(REGISTRANTS)
      console.log(
        JSON.stringify({
          servers,
          database: ctx.database.url ? 'postgresql' : 'pglite',
          registrants: REGISTRANTS,
          seconds: Number(seconds.toFixed(2)),
          emailsPerSecond: Math.round(REGISTRANTS / seconds),
        }),
      )
    })
})
