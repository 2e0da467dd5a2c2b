/**
 * The pictures of a content save (docs/api.md#content). A field holds one of:
 * - a data URL: a new picture, decoded (PNG, JPEG, GIF or WebP, at most
 *   CONTENT_PICTURE_MAX_BYTES), resized to WebP with sharp (team and faculty photos cropped to a
 *   640 px square, photos at most 1600 px wide; media/resize.ts) and stored as /api/media/<hash>;
 * - an address the stored content or the defaults already show (/images/… or /api/media/…): kept;
 * - /api/media/<hash> of a stored picture: taken.
 * Anything else is a 422 naming the field. Resizing happens before the save's transaction (it
 * takes a second per phone photo, one at a time); storing, inside it.
 */
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { media } from '../../db/schema'
import { tooLarge, unprocessable } from '../../lib/errors'
import { IMAGE_TYPES } from '../../shared/constants'
import { CONTENT_PICTURE_MAX_BYTES, CONTENT_PICTURE_WIDTH } from '../../shared/content/limits'
import type { ContentSection, SiteContentSections } from '../../shared/content/types'
import { pictureSize, type Resized, resizeToWebp } from '../media/resize'
import { detectImageType, hashFromMediaUrl, mediaUrl, storeImage } from '../media/service'
import { item, TOO_LARGE } from './fields'
import type { SectionInput } from './model'

export interface Size {
  width: number
  height: number
}

/** Where a section holds a picture: its field as the request named it, and how to put the stored one back. */
export interface PictureSlot {
  path: string
  url: string
  /** portrait: a team or faculty photo (square); photo: gallery and past events (with their size). */
  kind: 'portrait' | 'photo'
  /** The size the client sent (photos only), read only for a shipped picture of unknown size. */
  sent?: Partial<Size>
  put(url: string, size: Size | null): void
}

type PhotoInput = SectionInput['gallery'][number]

/** The picture fields of a section's (cleaned) value, in the order sent; '' (the fallback picture) is none. */
export function pictureSlots<S extends ContentSection>(section: S, value: SectionInput[S]): PictureSlot[] {
  const slots: PictureSlot[] = []
  const photos = (entries: PhotoInput[]) =>
    entries.forEach((photo, index) => {
      slots.push({
        path: `${item(section, index)}.url`,
        url: photo.url,
        kind: 'photo',
        sent: { width: photo.width, height: photo.height },
        put(url, size) {
          photo.url = url
          if (size) Object.assign(photo, size)
        },
      })
    })
  switch (section) {
    case 'faculty':
      for (const [index, member] of (value as SectionInput['faculty']).entries())
        slots.push({
          path: `${item('faculty', index)}.photoUrl`,
          url: member.photoUrl,
          kind: 'portrait',
          put: (url) => {
            member.photoUrl = url
          },
        })
      break
    case 'team':
      for (const [groupIndex, group] of (value as SectionInput['team']).entries())
        for (const [index, member] of group.members.entries())
          if (member.photoUrl !== '')
            slots.push({
              path: `${item(`${item('team', groupIndex)}.members`, index)}.photoUrl`,
              url: member.photoUrl,
              kind: 'portrait',
              put: (url) => {
                member.photoUrl = url
              },
            })
      break
    case 'gallery':
      photos(value as SectionInput['gallery'])
      break
    case 'pastEvents':
      photos(value as SectionInput['pastEvents'])
      break
  }
  return slots
}

/** Every picture the content shows, with its size where it is shown as a photo. */
export function knownPictures(content: SiteContentSections, into = new Map<string, Size | null>()) {
  const add = (url: string, size: Size | null) => {
    if (url !== '' && (size || !into.has(url))) into.set(url, size ?? into.get(url) ?? null)
  }
  for (const member of content.faculty) add(member.photoUrl, null)
  for (const group of content.team) for (const member of group.members) add(member.photoUrl, null)
  for (const photo of [...content.gallery, ...content.pastEvents])
    add(photo.url, { width: photo.width, height: photo.height })
  return into
}

const HEADER = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64$/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** A picture's bytes from its data URL, or a 422 (413 when too large) naming `field`. */
export function decodePicture(dataUrl: string, field: string): Uint8Array {
  const comma = dataUrl.indexOf(',')
  const match = comma > 0 && comma <= 200 ? HEADER.exec(dataUrl.slice(0, comma)) : null
  if (!match) throw unprocessable(`${field} must be a picture sent as a base64 data URL (data:image/jpeg;base64,…)`)
  const declared = (match[1] ?? '').toLowerCase()
  if (!(IMAGE_TYPES as readonly string[]).includes(declared === 'image/jpg' ? 'image/jpeg' : declared))
    throw unprocessable(`${field} must be a PNG, JPEG, GIF or WebP picture (not ${declared})`)
  const base64 = dataUrl.slice(comma + 1)
  if (!BASE64.test(base64)) throw unprocessable(`${field} is not valid base64`)
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  // Refused by its size before anything is decoded.
  if (Math.floor((base64.length * 3) / 4) - padding > CONTENT_PICTURE_MAX_BYTES) throw tooLarge(TOO_LARGE(field))
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  if (bytes.length === 0) throw unprocessable(`${field} is empty`)
  if (!detectImageType(bytes)) throw unprocessable(`${field} is not a PNG, JPEG, GIF or WebP picture`)
  return bytes
}

/** The new pictures of these slots, decoded and resized, by their data URL (one resize per distinct picture). */
export async function resizeNewPictures(slots: PictureSlot[]): Promise<Map<string, Resized>> {
  const resized = new Map<string, Resized>()
  for (const slot of slots) {
    if (!slot.url.startsWith('data:') || resized.has(slot.url)) continue
    const bytes = decodePicture(slot.url, slot.path)
    const options =
      slot.kind === 'portrait'
        ? { width: CONTENT_PICTURE_WIDTH.portrait, square: true, field: slot.path }
        : { width: CONTENT_PICTURE_WIDTH.photo, field: slot.path }
    resized.set(slot.url, await resizeToWebp(bytes, options))
  }
  return resized
}

/**
 * Marks a stored picture as just used (the sweep's grace period starts again) and locks its row
 * until the save commits, so media/cleanup.ts cannot remove it in between; false when there is none.
 */
async function holdStored(tx: Tx, hash: string): Promise<boolean> {
  const held = await tx
    .update(media)
    .set({ touchedAt: sql`now()` })
    .where(eq(media.hash, hash))
    .returning({ hash: media.hash })
  return held.length > 0
}

async function storedSize(tx: Tx, hash: string): Promise<Size | null> {
  const [row] = await tx.select({ bytes: media.bytes }).from(media).where(eq(media.hash, hash)).limit(1)
  return row ? pictureSize(new Uint8Array(row.bytes)) : null
}

/**
 * Puts each slot's stored picture in place, inside the save's transaction: new ones stored (not
 * counted against the admin's upload limit: docs/api.md#content), the others checked against
 * `known` (what the stored content and the defaults show) and the media table.
 */
export async function storePictures(
  tx: Tx,
  slots: PictureSlot[],
  resized: Map<string, Resized>,
  known: Map<string, Size | null>,
): Promise<void> {
  for (const slot of slots) {
    const fresh = resized.get(slot.url)
    if (fresh) {
      const hash = await storeImage(tx, { contentType: fresh.contentType, bytes: fresh.bytes })
      slot.put(mediaUrl(hash), { width: fresh.width, height: fresh.height })
      continue
    }
    const hash = hashFromMediaUrl(slot.url)
    const shown = known.has(slot.url)
    if (hash) {
      if (!(await holdStored(tx, hash)) && !shown)
        throw unprocessable(`${slot.path} is not a stored picture (it may have been removed): upload it again`)
    } else if (!shown)
      throw unprocessable(
        `${slot.path} is not a picture the site shows: upload it as a data URL (PNG, JPEG, GIF or WebP)`,
      )
    if (slot.kind === 'portrait') {
      slot.put(slot.url, null)
      continue
    }
    const size = known.get(slot.url) ?? (hash ? await storedSize(tx, hash) : null) ?? sentSize(slot)
    if (!size) {
      const field = slot.path.replace(/\.url$/, '')
      throw unprocessable(`${field}.width and ${field}.height are needed for this picture (its size is not known)`)
    }
    slot.put(slot.url, size)
  }
}

const sentSize = ({ sent }: PictureSlot): Size | null =>
  sent?.width && sent.height ? { width: sent.width, height: sent.height } : null

/** The /api/media hashes a section's value shows. */
export function mediaHashes<S extends ContentSection>(section: S, value: SiteContentSections[S]): Set<string> {
  const hashes = new Set<string>()
  for (const slot of pictureSlots(section, value as unknown as SectionInput[S])) {
    const hash = hashFromMediaUrl(slot.url)
    if (hash) hashes.add(hash)
  }
  return hashes
}
