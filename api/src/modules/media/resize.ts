/**
 * Pictures resized on the server with sharp (libvips, its binary inside the npm package; decision
 * 0263): EXIF orientation applied, WebP out, never larger than the original. One picture at a time
 * per process (a 10 MiB photo decodes to ~100 MiB of pixels), and a pixel limit against bombs.
 */
import sharp from 'sharp'
import { unprocessable } from '../../lib/errors'
import type { MediaCrop } from '../../shared/media-widths'

sharp.concurrency(1)
sharp.cache(false)

/** 40 megapixels: any phone's photo, not a 20,000 × 20,000 PNG made to exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000

export interface Resized {
  bytes: Uint8Array
  contentType: 'image/webp'
  width: number
  height: number
}

let queue: Promise<unknown> = Promise.resolve()
/** Runs one resize after the other: libvips's threads would otherwise share two cores with the API. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

/**
 * The largest 16:9 box at most `width` wide that fits in the picture. withoutEnlargement alone
 * would shrink the width and the height apart: a 1000-pixel square asked 1600 wide would come out
 * 1000 × 900, not 16:9.
 */
async function wideBox(input: Uint8Array, width: number): Promise<{ width: number; height: number }> {
  const size = await pictureSize(input)
  const fits = size ? Math.max(1, Math.min(width, size.width, Math.floor((size.height * 16) / 9))) : width
  return { width: fits, height: Math.max(1, Math.round((fits * 9) / 16)) }
}

/**
 * The picture at most `width` pixels wide (a `square` is cropped to its centre first, as avatars
 * and team photos are shown; `crop` '16x9' is cut to 16:9 the same way, as game covers are), as
 * WebP. Bytes libvips cannot read are a 422 naming `field`.
 */
export function resizeToWebp(
  input: Uint8Array,
  {
    width,
    square = false,
    crop = '',
    field = 'image',
  }: { width: number; square?: boolean; crop?: MediaCrop; field?: string },
): Promise<Resized> {
  return oneAtATime(async () => {
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' }).rotate()
      const box = square ? { width, height: width } : crop === '16x9' ? await wideBox(input, width) : null
      const resized = box
        ? image.resize({ ...box, fit: 'cover', position: 'attention', withoutEnlargement: true })
        : image.resize({ width, withoutEnlargement: true })
      const { data, info } = await resized.webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true })
      return { bytes: new Uint8Array(data), contentType: 'image/webp', width: info.width, height: info.height }
    } catch (error) {
      const reason = String((error as Error).message ?? error)
      if (/pixel limit/i.test(reason))
        throw unprocessable(`${field} is too large in pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`)
      throw unprocessable(`${field} could not be read as a picture`)
    }
  })
}

/** The pixel size of a picture (after its EXIF orientation), or null when it cannot be read. */
export async function pictureSize(input: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height, autoOrient } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    const size = autoOrient ?? { width, height }
    return size.width && size.height ? { width: size.width, height: size.height } : null
  } catch {
    return null
  }
}
