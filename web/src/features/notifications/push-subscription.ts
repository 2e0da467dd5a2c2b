/**
 * This browser's push subscription (docs/notifications.md): asked for only after the person taps
 * "Turn on notifications", with the server's VAPID key, and saved on the server.
 */
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'

export type PushSupport = 'supported' | 'ios-needs-home-screen' | 'unsupported'

export function pushSupport(): PushSupport {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (supported) return 'supported'
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  return ios ? 'ios-needs-home-screen' : 'unsupported'
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

export type TurnOnResult = 'on' | 'denied' | 'dismissed'

/** Asks the browser's permission (only here, after the tap), subscribes and tells the server. */
export async function turnOnPush(): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'dismissed'
  const { publicKey } = unwrap(await api.push['public-key'].get())
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
  unwrap(await api.user['push-subscriptions'].post({ endpoint: json.endpoint, keys: json.keys }))
  return 'on'
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  unwrap(await api.user['push-subscriptions'].delete({ endpoint: subscription.endpoint }))
  await subscription.unsubscribe()
}
