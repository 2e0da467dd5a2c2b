/**
 * Discord by webhook, against a loopback stand-in that answers the first post 429 with a
 * `retry_after`, as Discord does when a webhook is rate limited: the embed arrives once, after
 * the wait, within Discord's limits. A server without a webhook posts nothing and says so once.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { createEvent, signUpAdmin } from '../../../test/support'
import { notificationsHarness } from './test-support'

// Real SMTP, HTTP and database round trips on a shared machine: a pass may take seconds.
setDefaultTimeout(60_000)

const posts: { at: number; body: Record<string, unknown> }[] = []
let answered429 = false
const discord = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const body = (await request.json()) as Record<string, unknown>
    posts.push({ at: Date.now(), body })
    if (!answered429) {
      answered429 = true
      return Response.json({ message: 'You are being rate limited.', retry_after: 2.5, global: false }, { status: 429 })
    }
    return Response.json({ id: '1' })
  },
})
afterAll(() => discord.stop(true))

const { ctx, server, advance } = await notificationsHarness({
  notifications: {
    discordWebhookUrl: `http://127.0.0.1:${discord.port}/api/webhooks/1/token`,
    vapid: null,
    vapidSubject: 'mailto:club@club.test',
  },
})
const admin = await signUpAdmin(ctx)
const worker = server()

describe('Discord', () => {
  test('a newly published event is posted once, as an embed, after the 429 wait', async () => {
    const long = 'A whole weekend of making games. '.repeat(140) // longer than any embed takes
    const event = await createEvent(ctx, admin.token, { name: 'Global Game Jam 2027', description: long.trim() })
    await worker.runOnce()
    expect(posts.length).toBe(1) // answered 429

    advance(2_000) // not yet 2.5 s
    await worker.runOnce()
    expect(posts.length).toBe(1)

    advance(600)
    await worker.runOnce()
    expect(posts.length).toBe(2)
    const body = posts[1]!.body as {
      allowed_mentions: { parse: string[] }
      embeds: {
        title: string
        url: string
        description: string
        fields: { name: string; value: string }[]
        footer: { text: string }
      }[]
    }
    expect(body.allowed_mentions).toEqual({ parse: [] })
    const [embed] = body.embeds
    expect(embed!.title).toBe('New event: Global Game Jam 2027')
    expect(embed!.url).toBe(`http://localhost:3000/events/${event._id}`)
    expect(embed!.description.length).toBeLessThanOrEqual(4096)
    expect(embed!.description.endsWith('…')).toBe(true)
    expect(embed!.fields.find((field) => field.name === 'When')?.value).toContain('IST')
    const total = [
      embed!.title,
      embed!.description,
      embed!.footer.text,
      ...embed!.fields.flatMap((f) => [f.name, f.value]),
    ].join('').length
    expect(total).toBeLessThanOrEqual(6000)

    advance(60_000)
    await worker.runOnce()
    expect(posts.length).toBe(2) // once
  })

  test('a server without a webhook posts nothing and says so once in its log', async () => {
    const quiet = await notificationsHarness()
    const logs: Record<string, unknown>[] = []
    const notifier = quiet.server(logs)
    const before = posts.length
    await createEvent(quiet.ctx, (await signUpAdmin(quiet.ctx)).token, { name: 'Quiet Event' })
    notifier.start()
    await notifier.stop()
    notifier.start()
    await notifier.stop()
    expect(posts.length).toBe(before)
    expect(logs.filter((line) => String(line.message).includes('DISCORD_WEBHOOK_URL')).length).toBe(1)
  })
})
