/**
 * The three ways a message leaves: email (SMTP, lib/mail.ts), Web Push (the `web-push` library:
 * VAPID-signed, aes128gcm-encrypted) and a Discord webhook. Each answers what became of one
 * message: sent, skipped (nothing to send to), retry later, or failed for good.
 */
import { eq } from 'drizzle-orm'
import webPush from 'web-push'
import type { VapidKeys } from '../../config'
import type { Db } from '../../db/client'
import { pushSubscriptions } from '../../db/schema'
import type { Mailer, OutgoingMail } from '../../lib/mail'
import { backoffMs, type Outcome } from './outbox'

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

export async function sendEmail(mailer: Mailer, mail: OutgoingMail, now: Date, attempts: number): Promise<Outcome> {
  try {
    await mailer.send(mail)
    return { status: 'sent' }
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode
    // A 5xx reply refuses this message for good (no such mailbox); anything else may pass later.
    if (code !== undefined && code >= 500) return { status: 'failed', note: describe(error) }
    return { status: 'retry', at: new Date(now.getTime() + backoffMs(attempts)), note: describe(error) }
  }
}

export interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}

/** How long a push service keeps a message for a phone that is off: a day. */
const PUSH_TTL_SECONDS = 24 * 3600
const PUSH_TIMEOUT_MS = 10_000

/**
 * To every browser the person subscribed. A 404 or 410 means the subscription is gone: it is
 * deleted. 429 and 5xx are tried again later, unless another browser of theirs got it.
 */
export async function sendPush(
  db: Db,
  vapid: VapidKeys,
  userId: string,
  payload: PushPayload,
  now: Date,
  attempts: number,
): Promise<Outcome> {
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  if (subscriptions.length === 0) return { status: 'skipped', note: 'no browser subscribed' }
  let delivered = 0
  let retryAfterMs: number | null = null
  const notes: string[] = []
  for (const subscription of subscriptions) {
    const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }
    let status: number | null = null
    let retryAfter = Number.NaN
    try {
      // web-push signs (VAPID) and encrypts (aes128gcm); fetch carries it, over https or, in
      // tests, to a push service on loopback over http (web-push's own request is https only).
      const request = webPush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      })
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      })
      await response.arrayBuffer().catch(() => null)
      if (response.ok) {
        delivered++
        continue
      }
      status = response.status
      retryAfter = Number(response.headers.get('retry-after'))
    } catch (error) {
      notes.push(`${new URL(subscription.endpoint).host}: ${describe(error)}`)
    }
    if (status !== null) notes.push(`${new URL(subscription.endpoint).host}: ${status}`)
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    } else if (status === null || status === 429 || status >= 500) {
      const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs(attempts)
      retryAfterMs = Math.max(retryAfterMs ?? 0, wait)
    }
  }
  if (delivered > 0) return { status: 'sent' }
  if (retryAfterMs !== null)
    return { status: 'retry', at: new Date(now.getTime() + retryAfterMs), note: notes.join('; ') }
  return { status: 'failed', note: notes.join('; ') || 'no browser took it' }
}

/** Discord's webhook: 2xx sent; 429 again after its `retry_after` (seconds); 5xx later; other 4xx never. */
export async function sendDiscord(webhookUrl: string, body: unknown, now: Date, attempts: number): Promise<Outcome> {
  let response: Response
  try {
    const url = new URL(webhookUrl)
    url.searchParams.set('wait', 'true')
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    return { status: 'retry', at: new Date(now.getTime() + backoffMs(attempts)), note: describe(error) }
  }
  const text = await response.text().catch(() => '')
  if (response.ok) return { status: 'sent' }
  if (response.status === 429) {
    let seconds = Number(response.headers.get('retry-after'))
    try {
      const parsed = JSON.parse(text) as { retry_after?: unknown }
      if (typeof parsed.retry_after === 'number') seconds = parsed.retry_after
    } catch {}
    const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : backoffMs(attempts)
    return { status: 'retry', at: new Date(now.getTime() + wait), note: `Discord 429: retry after ${wait} ms` }
  }
  if (response.status >= 500)
    return { status: 'retry', at: new Date(now.getTime() + backoffMs(attempts)), note: `Discord ${response.status}` }
  return { status: 'failed', note: `Discord ${response.status}: ${text.slice(0, 300)}` }
}
