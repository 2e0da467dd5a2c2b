/**
 * Zips written byte by byte for the build tests: what a real archiver makes, and what an attacker
 * makes (names that escape, symbolic links, sizes that lie, bombs). Stored or deflated entries;
 * no zip64 (each test zip stays under 4 GiB of declared sizes).
 */
import { createWriteStream } from 'node:fs'
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  data?: Uint8Array | string
  /** Unix mode in the external attributes (0o120777 makes a symbolic link). */
  mode?: number
  /** Declared uncompressed size, when it should lie. */
  declaredSize?: number
  /** Already deflated bytes and their real size and crc (for bombs made by streaming). */
  deflated?: { bytes: Uint8Array; size: number; crc: number }
  store?: boolean
}

const u16 = (n: number) => Buffer.from([n & 0xff, (n >>> 8) & 0xff])
const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}

export function makeZip(entries: ZipEntry[]): Uint8Array {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data ?? new Uint8Array())
    const method = entry.deflated ? 8 : entry.store ? 0 : 8
    const body = entry.deflated ? Buffer.from(entry.deflated.bytes) : method === 8 ? deflateRawSync(raw) : raw
    const crc = entry.deflated ? entry.deflated.crc : crc32(raw)
    const size = entry.declaredSize ?? (entry.deflated ? entry.deflated.size : raw.length)
    const common = Buffer.concat([
      u16(20),
      u16(0x800),
      u16(method),
      u16(0),
      u16(0x21),
      u32(crc),
      u32(body.length),
      u32(size),
      u16(name.length),
      u16(0),
    ])
    const local = Buffer.concat([u32(0x04034b50), common, name])
    const mode = entry.mode ?? (entry.name.endsWith('/') ? 0o40755 : 0o100644)
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16((3 << 8) | 20),
        common,
        u16(0),
        u16(0),
        u16(0),
        u32((mode << 16) >>> 0),
        u32(offset),
        name,
      ]),
    )
    parts.push(local, body)
    offset += local.length + body.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ])
  return new Uint8Array(Buffer.concat([...parts, directory, end]))
}

/** `size` bytes of zeros, deflated by streaming (a bomb's payload without holding it in memory). */
export async function deflatedZeros(size: number): Promise<{ bytes: Uint8Array; size: number; crc: number }> {
  const { createDeflateRaw } = await import('node:zlib')
  const deflate = createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const zeros = Buffer.alloc(1024 * 1024)
  let crc = 0
  for (let written = 0; written < size; written += zeros.length) {
    const piece = zeros.subarray(0, Math.min(zeros.length, size - written))
    crc = crc32(piece, crc)
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return { bytes: new Uint8Array(Buffer.concat(chunks)), size, crc }
}

export async function writeFile(path: string, bytes: Uint8Array) {
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path)
    out.on('error', reject)
    out.end(Buffer.from(bytes), () => resolve())
  })
}
