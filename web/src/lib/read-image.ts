/**
 * Turns a file the student picked into a data URL the API accepts (docs/api.md: PNG, JPEG, GIF or
 * WebP, at most 2 MiB). docs/product.md only asks for "an image type"; phones take 4–12 MB photos, so an
 * image that is too big, or of a type the API does not take (HEIC, AVIF, BMP…), is redrawn in the
 * browser at most MAX_DIMENSION pixels wide and high, as JPEG, rather than refused.
 */
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@club/api/shared/constants'

export const MAX_DIMENSION = 1600

export type ImageReadResult =
  | { ok: true; dataUrl: string }
  /** `type`: not an image at all. `read`: the browser could not read or decode it. */
  | { ok: false; reason: 'type' | 'read' }

export const isImageFile = (file: Pick<File, 'type'>) => file.type.startsWith('image/')

const accepted = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type)

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result')))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
}

async function redraw(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_DIMENSION / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
    if (blob && blob.size <= IMAGE_MAX_BYTES) return blob
  }
  throw new Error('still too large')
}

export async function readImageFile(file: File): Promise<ImageReadResult> {
  if (!isImageFile(file)) return { ok: false, reason: 'type' }
  try {
    const blob = accepted(file.type) && file.size <= IMAGE_MAX_BYTES ? file : await redraw(file)
    return { ok: true, dataUrl: await readAsDataUrl(blob) }
  } catch {
    return { ok: false, reason: 'read' }
  }
}
