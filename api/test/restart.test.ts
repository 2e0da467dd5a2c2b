/**
 * Durability across a restart, with the real server process: data written, SIGTERM, started again
 * on the same DATA_DIR (or the same PostgreSQL database when the suite runs on PostgreSQL), and
 * everything is still there.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { treaty } from '@elysiajs/eden'
import type { App } from '../src/app'
import { REQUEST_BODY_MAX_BYTES } from '../src/shared/constants'
import { startMailbox, verifyThroughMailbox } from './mailbox'
import { freshPostgresDatabase } from './postgres-database'
import { type RunningServer, startServer } from './server'
import { ADMIN_EMAIL, dataUrl, eventInput, IMAGES, onPostgres, uniqueUser } from './support'

const SECRET = 'restart-test-secret-0123456789-abcdefghijkl'
const STOP_WITHIN_MS = 10_000

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'club-restart-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

const client = (server: RunningServer) => treaty<App>(server.url, { parseDate: false })
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

async function stopCleanly(server: RunningServer) {
  const { code, ms } = await server.stop('SIGTERM')
  expect(code).toBe(0)
  expect(ms).toBeLessThan(STOP_WITHIN_MS)
}

describe(`restart on ${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}`, () => {
  // One folder for both tests: creating a PGlite cluster on disk is the slow part of a start.
  const dataDir = tempDir()

  test('accounts, events, images, registrations and EXP survive SIGTERM and a new start', async () => {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ADMIN_EMAILS: ADMIN_EMAIL,
      WEB_DIST_DIR: dataDir,
    }
    if (onPostgres) env.DATABASE_URL = await freshPostgresDatabase('restart')

    // ADMIN_EMAILS counts once the admin has followed the link mailed to the address.
    const mailbox = await startMailbox()
    afterAll(() => mailbox.close())
    Object.assign(env, { SMTP_URL: mailbox.url, MAIL_FROM: 'club@club.test' })
    const first = await startServer(env)
    let api = client(first)
    const adminInput = { ...uniqueUser('admin'), email: ADMIN_EMAIL }
    const admin = await api.api.auth.signup.post(adminInput)
    await verifyThroughMailbox(mailbox, first.url, ADMIN_EMAIL, adminInput.password)
    const member = uniqueUser('durable')
    const signed = await api.api.auth.signup.post(member)
    expect([admin.status, signed.status]).toEqual([201, 201])
    const event = await api.api.events.post(
      eventInput({ name: 'Survives restarts', pointsAwarded: 80, imageUrl: dataUrl('image/gif', IMAGES.gif) }),
      bearer(admin.data!.token),
    )
    expect(event.status).toBe(201)
    const registered = await api.api
      .registrations({ eventId: event.data!._id })
      .post(undefined, bearer(signed.data!.token))
    expect(registered.status).toBe(201)
    await api.api.user.profile.put({ bio: 'Still here after a restart' }, bearer(signed.data!.token))
    // Over the network too, a body over the limit is refused before it is read.
    const huge = await fetch(`${first.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(REQUEST_BODY_MAX_BYTES + 1),
    })
    expect(huge.status).toBe(413)
    await stopCleanly(first)

    const second = await startServer(env)
    api = client(second)
    const login = await api.api.auth.login.post({ email: member.email, password: member.password })
    expect(login.status).toBe(200)
    expect(login.data?.user).toMatchObject({ exp: 80, level: 1, bio: 'Still here after a restart' })
    const mine = await api.api.registrations.my.get(bearer(login.data!.token))
    expect(mine.data).toEqual([
      expect.objectContaining({
        expAwarded: 80,
        status: 'registered',
        ticket: registered.data!.registration.ticket,
        event: { ...event.data!, registeredCount: 1, isDeleted: false },
      }),
    ])
    // The old session still works (same secret), the admin is still an admin, the image is still served.
    expect((await api.api.user.profile.get(bearer(signed.data!.token))).status).toBe(200)
    expect((await api.api.admin.users.get(bearer(admin.data!.token))).data?.total).toBe(2)
    const image = await fetch(`${second.url}${event.data!.imageUrl}`)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(IMAGES.gif)
    expect((await api.api.events.get()).data).toEqual([{ ...event.data!, registeredCount: 1 }])
    await stopCleanly(second)
  }, 90_000)

  test.skipIf(onPostgres)(
    'without JWT_SECRET in development, the generated secret is kept: sessions survive',
    async () => {
      const env = { DATA_DIR: tempDir() }
      const first = await startServer(env)
      const member = uniqueUser('devsecret')
      const { data } = await client(first).api.auth.signup.post(member)
      await stopCleanly(first)
      const second = await startServer(env)
      expect((await client(second).api.user.profile.get(bearer(data!.token))).data?.email).toBe(member.email)
      await stopCleanly(second)
    },
    60_000,
  )
})
