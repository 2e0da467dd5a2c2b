/**
 * Reminders, "You're in" and the one-click unsubscribe, end to end: the app, two notifiers (two
 * servers: on PostgreSQL each with its own pool) and a real SMTP server on loopback. The clock is
 * the test's: "24 hours before" is reached by moving it, not by waiting.
 */
import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { registerAs, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, signUpAdmin } from '../../../test/support'
import { notificationOutbox } from '../../db/schema'
import { formatDateTime } from '../../shared/dates'
import { notificationsHarness, registeredEvent } from './test-support'

// Real SMTP, HTTP and database round trips on a shared machine: a pass may take seconds.
setDefaultTimeout(60_000)

const HOUR = 3_600_000
const { ctx, mailbox, server, setClock, advance, now } = await notificationsHarness()
const admin = await signUpAdmin(ctx)
const one = server()
const two = server()
/** A few passes of both servers at once, as their loops would run them. */
async function bothServers(passes = 2) {
  for (let i = 0; i < passes; i++) await Promise.all([one.runOnce(), two.runOnce()])
}
/** What the notifiers sent (not the admin's verification link). */
const notifications = () => mailbox.messages.filter((mail) => !/verify/i.test(mail.subject))
const reminders = (email: string, subject: RegExp) => mailbox.to(email).filter((mail) => subject.test(mail.subject))

async function registered(eventId: string, count: number) {
  const members = await insertMembers(ctx, count)
  for (const member of members) expect((await registerAs(ctx, eventId, member.token)).status).toBe(201)
  return members
}

describe('the 24-hour reminder', () => {
  const start = Date.now()
  setClock(start)
  const date = new Date(start + 24 * HOUR + 20_000)
  let event: Awaited<ReturnType<typeof createEvent>>
  let seated: Awaited<ReturnType<typeof insertMembers>>
  let waiting: Awaited<ReturnType<typeof insertMembers>>

  test('an event 24 h + 20 s ahead: each registered person gets it once, with two servers; the waitlisted get their place; the cancelled nothing', async () => {
    event = await createEvent(ctx, admin.token, {
      name: 'Godot Jam Kickoff',
      capacity: 2,
      date: date.toISOString(),
      location: 'Lab 3',
    })
    seated = await registered(event._id, 2)
    waiting = await registered(event._id, 2) // #1 and #2 on the waitlist
    const [, leaves] = waiting
    expect((await unregisterAs(ctx, event._id, leaves!.token)).status).toBe(200)

    await bothServers()
    expect(notifications().length).toBe(0) // not yet: 20 s to go

    advance(20_000 + 5_000) // 5 s past the moment: within the 60 s
    await bothServers(3)
    for (const member of seated) {
      const got = reminders(member.user.email, /^Reminder: Godot Jam Kickoff is tomorrow/)
      expect(got.length).toBe(1)
      const [mail] = got
      expect(mail!.text).toContain(`When: ${formatted(date)}`)
      expect(mail!.text).toContain('IST')
      expect(mail!.text).toContain('Where: Lab 3')
      expect(mail!.text).toContain(`http://localhost:3000/events/${event._id}`)
      expect(mail!.hasHtml).toBe(false)
      expect(mail!.headers['auto-submitted']).toBe('auto-generated')
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail!.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
      )
    }
    const [first, cancelled] = waiting
    const waitlisted = mailbox.to(first!.user.email)
    expect(waitlisted.map((mail) => mail.subject)).toEqual([
      'Godot Jam Kickoff is tomorrow: you are number 1 on the waitlist',
    ])
    expect(mailbox.to(cancelled!.user.email)).toEqual([])
    expect(notifications().length).toBe(3)

    await bothServers()
    expect(notifications().length).toBe(3) // nothing twice
  })

  test('a promotion sends "You\'re in" at once, once', async () => {
    const [leaving] = seated
    const [promoted] = waiting
    expect((await unregisterAs(ctx, event._id, leaving!.token)).status).toBe(200)
    setClock(Math.max(Date.now(), now().getTime()))
    await bothServers()
    const got = mailbox.to(promoted!.user.email).filter((mail) => mail.subject === "You're in: Godot Jam Kickoff")
    expect(got.length).toBe(1)
    expect(got[0]!.text).toContain(`When: ${formatted(date)}`)
    expect(got[0]!.text).toContain(`/events/${event._id}`)
    await bothServers()
    expect(mailbox.to(promoted!.user.email).filter((mail) => mail.subject.startsWith("You're in")).length).toBe(1)
  })

  test('the one-click unsubscribe POST turns reminder emails off for that person, without a login; the 1-hour reminder goes to the others', async () => {
    const [, stays] = seated
    const [promoted] = waiting
    const [mail] = reminders(stays!.user.email, /^Reminder:/)
    const address = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1))
    const res = await ctx.request(`${address.pathname}${address.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { message: string }).message).toBe('You will get no more event reminders by email.')
    const profile = await ctx.api.api.user.profile.get(bearer(stays!.token))
    expect(profile.data?.notifications.email).toEqual({
      reminders: false,
      waitlist: true,
      jams: true,
      announcements: false,
    })

    setClock(date.getTime() - HOUR + 1_000)
    await bothServers()
    expect(reminders(stays!.user.email, /^Starting in 1 hour/)).toEqual([])
    expect(reminders(promoted!.user.email, /^Starting in 1 hour: Godot Jam Kickoff/).length).toBe(1)
  })

  test('a forged or altered token is refused with a message and changes nothing', async () => {
    const [, stays] = seated
    const [mail] = reminders(stays!.user.email, /^Reminder:/)
    const token = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1)).searchParams.get('token')!
    const altered = token.replace('.reminders.', '.waitlist.')
    for (const bad of [altered, 'nonsense', '']) {
      const res = await ctx.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toContain('not valid')
    }
    const profile = await ctx.api.api.user.profile.get(bearer(stays!.token))
    expect(profile.data?.notifications.email.waitlist).toBe(true)
  })
})

describe('more than one batch', () => {
  test('an event of 600 registrants: two servers send each reminder once, batch after batch, and settle every row', async () => {
    const start = Math.max(Date.now(), now().getTime())
    setClock(start)
    const event = await registeredEvent(ctx, admin.token, 600, start, 'Campus Game Night')
    setClock(start + 61_000)
    await Promise.all([one.runOnce(), two.runOnce()])
    const sent = mailbox.messages.filter((mail) => mail.subject.startsWith('Reminder: Campus Game Night'))
    expect(sent.length).toBe(600)
    expect(new Set(sent.map((mail) => mail.to[0])).size).toBe(600)
    const rows = await ctx.database.db
      .select({ status: notificationOutbox.status, leaseUntil: notificationOutbox.leaseUntil })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.subjectId, event._id), eq(notificationOutbox.kind, 'event_reminder_24h')))
    expect(rows.length).toBe(600)
    expect(rows.filter((row) => row.status !== 'sent' || row.leaseUntil !== null)).toEqual([])
  })
})

describe('a server that was down', () => {
  test('sends at start-up what fell due while it was down, and nothing about an event that has started', async () => {
    const start = Math.max(Date.now(), now().getTime())
    setClock(start)
    const soon = await createEvent(ctx, admin.token, {
      name: 'Blender Basics',
      date: new Date(start + 24 * HOUR + 20_000).toISOString(),
    })
    const later = await createEvent(ctx, admin.token, {
      name: 'Shader Night',
      date: new Date(start + 24 * HOUR + 20_000).toISOString(),
    })
    const [student] = await registered(soon._id, 1)
    const [other] = await registered(later._id, 1)
    await bothServers()

    // Down over the moment: ten minutes later, a new server starts.
    advance(20_000 + 10 * 60_000)
    const restarted = server()
    restarted.start()
    await restarted.stop()
    expect(reminders(student!.user.email, /^Reminder: Blender Basics is tomorrow/).length).toBe(1)
    expect(reminders(other!.user.email, /^Reminder: Shader Night/).length).toBe(1)

    // Down from before the 1-hour moment until after the start: nothing at all then.
    setClock(new Date(later.date).getTime() + 60_000)
    const afterwards = server()
    afterwards.start()
    await afterwards.stop()
    expect(reminders(other!.user.email, /^Starting in 1 hour/)).toEqual([])
    expect(reminders(student!.user.email, /^Starting in 1 hour/)).toEqual([])
  })

  test('a registration made after the 24-hour moment does not get that reminder, but gets the 1-hour one', async () => {
    const start = Date.now()
    setClock(start)
    const event = await createEvent(ctx, admin.token, {
      name: 'Pixel Art Hour',
      date: new Date(start + 24 * HOUR - 60_000).toISOString(),
    })
    const [late] = await registered(event._id, 1)
    advance(5_000)
    await bothServers()
    expect(mailbox.to(late!.user.email)).toEqual([])
    setClock(new Date(event.date).getTime() - HOUR + 5_000)
    await bothServers()
    expect(reminders(late!.user.email, /^Starting in 1 hour: Pixel Art Hour/).length).toBe(1)
  })

  test('every outbox row was settled once: sent or skipped, none left claimed', async () => {
    const rows = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'pending'))
    expect(rows.filter((row) => row.leaseUntil !== null)).toEqual([])
  })
})

/** "25th November 2026, 6:30 pm IST": how every message says a time. */
const formatted = (date: Date) => formatDateTime(date, 'Asia/Kolkata')
