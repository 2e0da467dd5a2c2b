import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { tableFingerprints } from '../../../test/db-checks'
import { startMailbox } from '../../../test/mailbox'
import { ADMIN_EMAIL, bearer, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { users } from '../../db/schema'
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR,
} from '../../shared/constants'

// A real SMTP server on loopback: the admins' copies really go through it.
const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const ctx = await setupApp({
  mail: { smtpUrl: mailbox.url, from: 'club@contact.test' },
  // Behind a proxy, so each test can come from its own address (the per-address limit).
  trustProxy: true,
})
const admin = await signUpAdmin(ctx)
const member = await signUp(ctx)
// A second admin by the stored role (not ADMIN_EMAILS): they get a copy too.
const officer = await signUp(ctx)
await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, officer.user._id))

let addresses = 0
/** POST /api/contact from a network address of its own unless told. */
const send = (body: unknown, from = `10.0.0.${++addresses}`) =>
  ctx.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  })
const inbox = async (token = admin.token) => {
  const { data, error } = await ctx.api.api.admin['contact-messages'].get(bearer(token))
  if (error) throw new Error(`inbox: ${error.status}`)
  return data
}
let visitors = 0
const visitor = () => ({
  name: 'Asha Verma',
  email: `asha.${++visitors}@students.test`,
  message: 'Can a team from another college enter the next gameathon?',
})

describe('POST /api/contact', () => {
  test('stored, thanked by its address, listed first in the Inbox, and mailed to every admin with Reply-To the sender', async () => {
    const since = mailbox.messages.length
    const body = { ...visitor(), email: 'Asha.Mail@Students.TEST' }
    const res = await send(body)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: "Thanks, we'll reply to asha.mail@students.test" })

    const [newest] = await inbox()
    expect(newest).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.mail@students.test',
      message: body.message,
      handledAt: null,
    })
    expect(Date.now() - Date.parse(newest?.createdAt ?? '')).toBeLessThan(60_000)

    for (const to of [ADMIN_EMAIL, officer.user.email]) {
      const mail = await mailbox.waitFor(to, { since, subject: /message from Asha Verma/ })
      expect(mail.headers['reply-to']).toContain('asha.mail@students.test')
      expect(mail.headers['auto-submitted']).toBe('auto-generated')
      expect(mail.text).toContain(body.message)
      // The time on the club's clock, and saying so.
      expect(mail.text).toMatch(
        /wrote through the contact form on \d{1,2}(st|nd|rd|th) \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST:/,
      )
      expect(mail.text).toContain('/admin?tab=inbox')
    }
    // A member who is not an admin gets none (their sign-up's verification link is all they have).
    expect(mailbox.to(member.user.email).filter((mail) => mail.subject.includes('message from'))).toEqual([])
  })

  const fine = { name: 'A', email: 'a@students.test', message: 'hi' }
  test.each([
    ['an empty name', { ...fine, name: '' }, 'name'],
    ['a name of spaces', { ...fine, name: '   ' }, 'name'],
    ['no name', { email: fine.email, message: fine.message }, 'name'],
    ['a name too long', { ...fine, name: 'n'.repeat(CONTACT_LIMITS.name + 1) }, 'name'],
    ['not an email', { ...fine, email: 'not-an-email' }, 'email'],
    ['an empty message', { ...fine, message: '' }, 'message'],
    ['a message of blanks', { ...fine, message: ' \n ' }, 'message'],
    ['a message too long', { ...fine, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, 'message'],
  ])('%s: 422 naming %s, nothing stored', async (_case, body, field) => {
    const before = await tableFingerprints(ctx.database.db)
    const res = await send(body)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toContain(field)
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('a message of the longest length in emoji (characters as people see them) is taken', async () => {
    const res = await send({ ...visitor(), message: '🎮'.repeat(CONTACT_LIMITS.message) })
    expect(res.status).toBe(201)
  })

  test(`one sender: ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages an hour, then 429 with Retry-After and nothing stored; another sender still gets through`, async () => {
    const sender = visitor()
    for (let i = 0; i < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR; i++) expect((await send(sender)).status).toBe(201)
    const before = await tableFingerprints(ctx.database.db)
    const refused = await send({ ...sender, email: sender.email.toUpperCase() })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^You have sent 3 messages in the last hour/,
    )
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
    expect((await send(visitor())).status).toBe(201)
  })

  test(`one network address: ${CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR} messages an hour, all at once included`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR + 5 }, () => send(visitor(), '192.0.2.7')),
    ).then((answers) => answers.map((answer) => answer.status))
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })
})

describe('the Inbox (admins only)', () => {
  test('signed out 401, a member 403, for the list and for marking', async () => {
    const [message] = await inbox()
    const id = message?._id ?? ''
    expect((await ctx.request('/api/admin/contact-messages')).status).toBe(401)
    expect((await ctx.api.api.admin['contact-messages'].get(bearer(member.token))).status).toBe(403)
    const mark = (token?: string) =>
      ctx.request(`/api/admin/contact-messages/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ handled: true }),
      })
    expect((await mark()).status).toBe(401)
    expect((await mark(member.token)).status).toBe(403)
    expect((await inbox()).find((m) => m._id === id)?.handledAt).toBeNull()
  })

  test('newest first; marked handled (now), then open again; an unknown id 404, not an id 422', async () => {
    const first = visitor()
    const second = visitor()
    await send(first)
    await send(second)
    const listed = await inbox()
    expect(listed.slice(0, 2).map((m) => m.email)).toEqual([second.email, first.email])

    const id = listed[1]?._id ?? ''
    const handled = await ctx.api.api.admin['contact-messages']({ id }).put({ handled: true }, bearer(admin.token))
    expect(handled.status).toBe(200)
    expect(Date.now() - Date.parse(handled.data?.handledAt ?? '')).toBeLessThan(60_000)
    expect((await inbox()).find((m) => m._id === id)?.handledAt).toBe(handled.data?.handledAt ?? 'missing')

    const reopened = await ctx.api.api.admin['contact-messages']({ id }).put({ handled: false }, bearer(admin.token))
    expect(reopened.data?.handledAt).toBeNull()

    const unknown = await ctx.api.api.admin['contact-messages']({ id: crypto.randomUUID() }).put(
      { handled: true },
      bearer(admin.token),
    )
    expect(unknown.status).toBe(404)
    expect(unknown.error?.value).toEqual({ message: 'Message not found' })
    const bad = await ctx.api.api.admin['contact-messages']({ id: 'nope' }).put({ handled: true }, bearer(admin.token))
    expect(bad.status).toBe(422)
    const notBoolean = await ctx.request(`/api/admin/contact-messages/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ handled: 'yes' }),
    })
    expect(notBoolean.status).toBe(422)
  })
})
