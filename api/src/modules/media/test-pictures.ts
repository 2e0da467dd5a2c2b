/**
 * Big, distinct, photo-like pictures for tests, the e2e specs and the bench (sharp lives in this
 * workspace): colour blobs under fine grain, as a phone photo is, so that a small size weighs what
 * a real one would (about 2 KB at 96 pixels) while the original weighs hundreds of kilobytes.
 */
import sharp from 'sharp'

/** Fine grain, made once per size (the slow part) and laid over every picture's own blobs. */
const grains = new Map<number, Promise<Buffer>>()
function grainOf(size: number): Promise<Buffer> {
  let grain = grains.get(size)
  if (!grain) {
    grain = sharp({
      create: {
        width: size,
        height: size,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .raw()
      .toBuffer()
    grains.set(size, grain)
  }
  return grain
}

/** A `size` × `size` JPEG (about 400 KB at 1000), different for every `seed`. */
export async function photoLikeJpeg(seed: number, size = 1000): Promise<Uint8Array<ArrayBuffer>> {
  let state = (seed * 2_654_435_761) >>> 0 || 1
  const random = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  const cells = 12
  const blobs = Buffer.alloc(cells * cells * 3)
  for (let i = 0; i < blobs.length; i++) blobs[i] = Math.floor(random() * 256)
  const picture = await sharp(blobs, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(size, size, { kernel: 'cubic' })
    .composite([{ input: await grainOf(size), raw: { width: size, height: size, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer()
  return new Uint8Array(picture)
}

/** The picture as the JSON APIs take it. */
export const jpegDataUrl = (bytes: Uint8Array) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`
