import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { packIco, pngSize } from './ico'

/** The smallest PNG header that says width × height (enough for the ICO directory). */
function fakePng(width: number, height: number, extra = 4): Uint8Array<ArrayBuffer> {
  const png = new Uint8Array(24 + extra)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const view = new DataView(png.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return png
}

/** The directory of an ICO file, read back. */
function readIco(ico: Uint8Array) {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
  expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1])
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const at = 6 + 16 * i
    const size = view.getUint32(at + 8, true)
    const offset = view.getUint32(at + 12, true)
    return {
      width: view.getUint8(at) || 256,
      height: view.getUint8(at + 1) || 256,
      png: ico.slice(offset, offset + size),
    }
  })
}

describe('packIco', () => {
  test('a directory entry per PNG, each pointing at its bytes', () => {
    const small = fakePng(16, 16)
    const large = fakePng(256, 256, 10)
    const entries = readIco(packIco([small, large]))
    expect(entries.map(({ width, height }) => [width, height])).toEqual([
      [16, 16],
      [256, 256],
    ])
    expect(entries[0]!.png).toEqual(small)
    expect(entries[1]!.png).toEqual(large)
  })
  test('refuses what an icon cannot hold', () => {
    expect(() => packIco([])).toThrow('at least one image')
    expect(() => packIco([fakePng(512, 512)])).toThrow('at most 256 px')
    expect(() => pngSize(new Uint8Array(30))).toThrow('not a PNG')
  })
})

test('public/favicon.ico holds the brand icon at 16, 32 and 48 px', () => {
  const ico = new Uint8Array(readFileSync(join(import.meta.dirname, '../public/favicon.ico')))
  const entries = readIco(ico)
  expect(entries.map(({ width }) => width)).toEqual([16, 32, 48])
  for (const { width, height, png } of entries) expect(pngSize(png)).toEqual({ width, height })
})
