/**
 * Web Push against npm's web-push-testing push service, run in this process on loopback: it
 * checks the VAPID signature and decrypts the aes128gcm payload, as a browser's push service and
 * the browser would. A subscription it has expired answers 410, which deletes it here.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { eq } from 'drizzle-orm'
import webPush from 'web-push'
import { freePort } from '../../../../scripts/lib/ports'
import { registerAs, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, signUpAdmin } from '../../../test/support'
import { notificationOutbox, pushSubscriptions } from '../../db/schema'
import { notificationsHarness } from './test-support'

// Real SMTP, HTTP and database round trips on a shared machine: a pass may take seconds.
setDefaultTimeout(60_000)

const require = createRequire(import.meta.url)
const TestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => { _app: { listen(port: number, host: string, done: () => void): Server }; setRequestHandlers(): void }
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown }

async function startPushService() {
  const port = await freePort()
  const service = new TestingServer(new PushApiModel(), port)
  const server = await new Promise<Server>((resolve) => {
    const listening = service._app.listen(port, '127.0.0.1', () => resolve(listening))
  })
  service.setRequestHandlers()
  const base = `http://localhost:${port}`
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as { data: Record<string, unknown> } }
  }
  return {
    /** A browser subscribing with the server's key: what PushSubscription.toJSON() gives, and its id here. */
    async subscribe(applicationServerKey: string) {
      const { body } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })
      const { clientHash, ...subscription } = body.data as {
        clientHash: string
        endpoint: string
        keys: { p256dh: string; auth: string }
      }
      return { clientHash, subscription }
    },
    async received(clientHash: string): Promise<string[]> {
      return ((await post('/get-notifications', { clientHash })).body.data.messages as string[]) ?? []
    },
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`, {}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const keys = webPush.generateVAPIDKeys()
const pushService = await startPushService()
afterAll(() => pushService.close())
const { ctx, server } = await notificationsHarness({
  notifications: {
    discordWebhookUrl: null,
    vapid: { ...keys, subject: 'mailto:club@club.test' },
    vapidSubject: 'mailto:club@club.test',
  },
})
const admin = await signUpAdmin(ctx)
const worker = server()

/** A full event with one seat: `waiting` gets it when `seated` gives it back. */
async function promotion(name: string) {
  const event = await createEvent(ctx, admin.token, { name, capacity: 1 })
  const [seated, waiting] = await insertMembers(ctx, 2)
  await registerAs(ctx, event._id, seated!.token)
  await registerAs(ctx, event._id, waiting!.token)
  return { event, seated: seated!, waiting: waiting!, promote: () => unregisterAs(ctx, event._id, seated!.token) }
}

describe('Web Push', () => {
  test('GET /api/push/public-key gives the VAPID public key', async () => {
    const { status, data } = await ctx.api.api.push['public-key'].get()
    expect(status).toBe(200)
    expect(data).toEqual({ publicKey: keys.publicKey })
  })

  test('a subscribed browser receives "You\'re in", encrypted and VAPID-signed; the service decrypts it', async () => {
    const { event, waiting, promote } = await promotion('Game Feel Workshop')
    const browser = await pushService.subscribe(keys.publicKey)
    const saved = await ctx.api.api.user['push-subscriptions'].post(browser.subscription, bearer(waiting.token))
    expect(saved.status).toBe(201)
    expect((await promote()).status).toBe(200)
    await worker.runOnce()
    const messages = (await pushService.received(browser.clientHash)).map(
      (text) => JSON.parse(text) as { title: string; body: string; url: string; tag: string },
    )
    // Push announcements are on by default: the new event came too.
    expect(messages.map((message) => message.title).sort()).toEqual([
      expect.stringMatching(/^New event: Game Feel Workshop, .* IST$/),
      "You're in: Game Feel Workshop",
    ])
    const payload = messages.find((message) => message.title.startsWith("You're in"))!
    expect(payload.body).toContain('IST')
    expect(payload.url).toBe(`http://localhost:3000/events/${event._id}`)
    await worker.runOnce()
    expect((await pushService.received(browser.clientHash)).length).toBe(2)
  })

  test('a 410 from the push service deletes the subscription', async () => {
    const { waiting, promote } = await promotion('Level Design Clinic')
    const browser = await pushService.subscribe(keys.publicKey)
    await ctx.api.api.user['push-subscriptions'].post(browser.subscription, bearer(waiting.token))
    expect((await pushService.expire(browser.clientHash)).status).toBe(200)
    await promote()
    await worker.runOnce()
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint))
    expect(left).toEqual([])
    const [row] = await ctx.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.userId, waiting.user._id))
      .then((rows) => rows.filter((r) => r.channel === 'push'))
    expect(row?.status).toBe('failed')
  })

  test('DELETE /api/user/push-subscriptions forgets the browser; bad subscriptions get a message', async () => {
    const [member] = await insertMembers(ctx, 1)
    const browser = await pushService.subscribe(keys.publicKey)
    await ctx.api.api.user['push-subscriptions'].post(browser.subscription, bearer(member!.token))
    const gone = await ctx.api.api.user['push-subscriptions'].delete(
      { endpoint: browser.subscription.endpoint },
      bearer(member!.token),
    )
    expect(gone.status).toBe(200)
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member!.user._id))
    expect(rows).toEqual([])
    const bad = await ctx.request('/api/user/push-subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(member!.token).headers },
      body: JSON.stringify({ endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }),
    })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { message: string }).message).toContain('endpoint')
    const anonymous = await ctx.api.api.user['push-subscriptions'].post(browser.subscription)
    expect(anonymous.status).toBe(401)
  })
})
