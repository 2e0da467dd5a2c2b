/**
 * Images (event images, profile pictures): a data URL is decoded, its bytes checked against the
 * type it claims, stored once by content hash in the database (so any API process can serve it),
 * and referred to by URL. JSON never carries image bytes.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { media } from '../../db/schema'
import { HttpError, tooLarge, tooManyRequests, unprocessable } from '../../lib/errors'
import { hit } from '../../lib/rate-limit'
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  IMAGE_UPLOAD_WINDOW_MINUTES,
  IMAGE_UPLOADS_PER_ACCOUNT,
  type ImageType,
} from '../../shared/constants'

export const MEDIA_PATH = '/api/media/'
export const mediaUrl = (hash: string) => `${MEDIA_PATH}${hash}`

const HASH = /^[0-9a-f]{64}$/
export const isMediaHash = (value: string) => HASH.test(value)

/** Reads the hash back from a URL this API gave out, or null. */
export function hashFromMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH)) return null
  const hash = url.slice(MEDIA_PATH.length)
  return isMediaHash(hash) ? hash : null
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The format the bytes really are, from their magic numbers. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/\s]*={0,2})$/i

export interface DecodedImage {
  contentType: ImageType
  bytes: Uint8Array
}

export function decodeImageDataUrl(dataUrl: string, field: string): DecodedImage {
  const match = DATA_URL.exec(dataUrl)
  if (!match) throw unprocessable(`${field} must be an image sent as a base64 data URL (data:image/png;base64,…)`)
  const declared = (match[1] ?? '').toLowerCase() === 'image/jpg' ? 'image/jpeg' : (match[1] ?? '').toLowerCase()
  if (!(IMAGE_TYPES as readonly string[]).includes(declared))
    throw unprocessable(`${field} must be a PNG, JPEG, GIF or WebP image (got ${declared})`)
  const base64 = (match[3] ?? '').replace(/\s+/g, '')
  // Refuse by size before decoding anything.
  if (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
    IMAGE_MAX_BYTES
  )
    throw tooLarge(`${field} is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MiB`)
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  if (bytes.length === 0) throw unprocessable(`${field} is empty`)
  const actual = detectImageType(bytes)
  if (actual !== declared)
    throw unprocessable(`${field} says it is ${declared} but its bytes are ${actual ?? 'not an image we accept'}`)
  return { contentType: actual, bytes }
}

/** One account may store this many new images per window: 429 after that (docs/decisions/0114). */
async function countUpload(db: Db | Tx, uploaderId: string): Promise<void> {
  const [upload] = await hit(db, [
    { key: `upload:${uploaderId}`, max: IMAGE_UPLOADS_PER_ACCOUNT, windowSeconds: IMAGE_UPLOAD_WINDOW_MINUTES * 60 },
  ])
  if (!upload || upload.allowed) return
  const minutes = Math.ceil(upload.retryAfter / 60)
  throw tooManyRequests(
    `You have uploaded ${IMAGE_UPLOADS_PER_ACCOUNT} new images in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    upload.retryAfter,
  )
}

/**
 * Stores the image once and returns its hash. Run it in the transaction that refers to the image:
 * the row stays locked until then, so cleanup.ts can never remove it in between. Bytes already
 * stored are only marked as touched (the sweep's grace period starts again) and are not an upload;
 * new bytes count toward `uploaderId`'s limit.
 */
export async function storeImage(db: Db | Tx, image: DecodedImage, uploaderId: string | null = null): Promise<string> {
  const hash = new Bun.CryptoHasher('sha256').update(image.bytes).digest('hex')
  const touched = await db
    .update(media)
    .set({ touchedAt: sql`now()` })
    .where(eq(media.hash, hash))
    .returning({ hash: media.hash })
  if (touched.length > 0) return hash
  if (uploaderId) await countUpload(db, uploaderId)
  await db
    .insert(media)
    .values({ hash, contentType: image.contentType, bytes: image.bytes, size: image.bytes.length })
    .onConflictDoUpdate({ target: media.hash, set: { touchedAt: sql`now()` } })
  return hash
}

/**
 * What an image field of a request means (`uploaderId`: who sends it, for the upload limit):
 * - undefined: leave the current image as it is;
 * - null or "": remove it;
 * - the URL this API already gave out for the current image: leave it;
 * - a data URL: the new image, stored and returned as its hash.
 */
export async function resolveImageInput(
  db: Db | Tx,
  value: string | null | undefined,
  currentHash: string | null,
  field: string,
  uploaderId: string,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined
  if (value === null || value.trim() === '') return null
  if (currentHash && (value === mediaUrl(currentHash) || value.endsWith(mediaUrl(currentHash)))) return undefined
  if (!value.startsWith('data:'))
    throw unprocessable(`${field} must be an image sent as a data URL, or empty to remove it`)
  return storeImage(db, decodeImageDataUrl(value, field), uploaderId)
}

export async function getImage(db: Db, hash: string) {
  if (!isMediaHash(hash)) return null
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1)
  return row ?? null
}

export { HttpError }
