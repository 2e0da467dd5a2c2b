/**
 * An ICO file (what browsers and crawlers fetch as /favicon.ico) holding PNG images, which every
 * browser since Windows Vista's era reads: a 6-byte header, a 16-byte entry per image, then the
 * PNGs as they are.
 */

/** The width and height from a PNG's IHDR chunk; throws for anything that is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.length < 24 || signature.some((byte, i) => png[i] !== byte)) throw new Error('not a PNG')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

export function packIco(pngs: readonly Uint8Array[]): Uint8Array {
  if (!pngs.length) throw new Error('an icon needs at least one image')
  const header = 6 + 16 * pngs.length
  const ico = new Uint8Array(header + pngs.reduce((sum, png) => sum + png.length, 0))
  const view = new DataView(ico.buffer)
  view.setUint16(2, 1, true) // type 1: icon
  view.setUint16(4, pngs.length, true)
  let offset = header
  pngs.forEach((png, i) => {
    const { width, height } = pngSize(png)
    if (width > 256 || height > 256) throw new Error(`an icon image is at most 256 px, not ${width}×${height}`)
    const entry = 6 + 16 * i
    view.setUint8(entry, width % 256) // 0 means 256
    view.setUint8(entry + 1, height % 256)
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, png.length, true)
    view.setUint32(entry + 12, offset, true)
    ico.set(png, offset)
    offset += png.length
  })
  return ico
}
