/**
 * A provider's profile picture becomes our own image: downloaded once at sign-in, checked by
 * its bytes, then stored by hash (oauth-accounts.ts, in the transaction that shows it on the
 * account) and served from /api/media/<hash>, so the CSP keeps `img-src 'self'` and the service
 * worker can cache it. Any problem (timeout, too big, not an image) means no picture, never a
 * failed sign-in.
 */
import { logLine } from '../../lib/log'
import { IMAGE_MAX_BYTES } from '../../shared/constants'
import { type DecodedImage, detectImageType } from '../media/service'

export const PICTURE_TIMEOUT_MS = 5_000
const MAX_REDIRECTS = 3

/** The body, or null once it passes `limit` bytes. */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > limit) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** GET over http(s) only (Bun's fetch would also read file:// URLs), following a few redirects. */
async function fetchImage(url: string, signal: AbortSignal): Promise<Response | null> {
  let target = new URL(url)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return null
    const response = await fetch(target, {
      signal,
      redirect: 'manual',
      headers: { accept: 'image/png,image/jpeg,image/gif,image/webp' },
    })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response
    await response.body?.cancel()
    target = new URL(location, target)
  }
  return null
}

async function download(url: string, timeoutMs: number): Promise<Uint8Array | null> {
  const response = await fetchImage(url, AbortSignal.timeout(timeoutMs))
  if (!response) return null
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    return null
  }
  if (Number(response.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES) {
    await response.body.cancel()
    return null
  }
  return readAtMost(response.body, IMAGE_MAX_BYTES)
}

/** The picture, checked to be an image we accept, or null when there is none to be had. */
export async function downloadProviderPicture(
  url: string,
  timeoutMs = PICTURE_TIMEOUT_MS,
): Promise<DecodedImage | null> {
  try {
    const bytes = await download(url, timeoutMs)
    const contentType = bytes && detectImageType(bytes)
    if (!bytes || !contentType) {
      logLine({ level: 'warn', message: 'provider picture skipped: missing, too large or not an image' })
      return null
    }
    return { contentType, bytes }
  } catch (error) {
    logLine({ level: 'warn', message: 'provider picture skipped', error: (error as Error).message })
    return null
  }
}
