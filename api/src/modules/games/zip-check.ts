/**
 * Checks a build's zip and stages its files (docs/api.md#games, docs/decisions/0224). The central
 * directory is read with yauzl; its names, kinds and declared sizes are checked first, then every
 * file is inflated into the staging folder while its real bytes are counted and hashed, and the
 * limits are checked again on what came out: a zip that lies about its sizes is stopped as soon as
 * it passes a limit, never after. Nothing is kept until every file passed (builds.ts moves them).
 */
import { mkdir, open as openFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Duplex, Transform, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createInflateRaw } from 'node:zlib'
import yauzl from 'yauzl'
import { collectOnGrowth } from '../../lib/idle-collect'
import {
  BUILD_FILE_MAX_BYTES,
  BUILD_MAX_FILES,
  BUILD_MAX_RATIO,
  BUILD_UNPACKED_MAX_BYTES,
  type ZipRefusalReason,
} from '../../shared/constants'
import { release, releasingSink } from './upload-store'

const MIB = 1024 * 1024

export class ZipRefused extends Error {
  constructor(
    readonly reason: ZipRefusalReason,
    message: string,
  ) {
    super(message)
  }
}

export const REFUSAL_MESSAGES = {
  not_a_zip: 'That file is not a zip archive (or it is damaged)',
  no_index_html: 'index.html not found at the top of the zip (or inside its one top folder)',
  too_many_files: `The zip holds more than ${BUILD_MAX_FILES.toLocaleString('en')} files`,
  file_too_large: `A file in the zip is larger than ${BUILD_FILE_MAX_BYTES / MIB} MiB`,
  too_large_unpacked: `The zip unpacks to more than ${BUILD_UNPACKED_MAX_BYTES / MIB} MiB`,
  compression_ratio: `The zip unpacks to more than ${BUILD_MAX_RATIO} times its size (a zip bomb?)`,
  path_escape: 'A file in the zip has a path that leaves the build folder (absolute, "..", or a drive letter)',
  symlink: 'The zip holds a symbolic link; builds may contain only files and folders',
} as const satisfies Record<ZipRefusalReason, string>

const refuse = (reason: ZipRefusalReason, detail?: string) =>
  new ZipRefused(reason, detail ? `${REFUSAL_MESSAGES[reason]}: ${detail}` : REFUSAL_MESSAGES[reason])

export interface StagedFile {
  path: string
  hash: string
  size: number
  staged: string
}

export interface CheckedZip {
  indexPath: string
  files: StagedFile[]
  sizeBytes: number
}

/** Why a path may not be stored, or null: absolute, "..", a drive letter, a backslash, control characters. */
export function pathProblem(name: string): string | null {
  if (name.startsWith('/') || name.startsWith('\\')) return 'absolute'
  if (/^[a-zA-Z]:/.test(name)) return 'drive letter'
  if (name.includes('\\')) return 'backslash'
  if (name.split('/').some((part) => part === '..' || part === '.')) return '..'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f]/.test(name)) return 'control character'
  return null
}

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

function open(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // decodeStrings false: names are checked here, with the reason a person reads, not by yauzl.
    yauzl.open(
      file,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: false },
      (error, zip) => (error || !zip ? reject(refuse('not_a_zip')) : resolve(zip)),
    ),
  )
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = []
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry)
      if (entries.length > BUILD_MAX_FILES + 1000) return reject(refuse('too_many_files'))
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', () => reject(refuse('not_a_zip')))
    zip.readEntry()
  })
}

const nameOf = (entry: yauzl.Entry) => {
  const raw = entry.fileName as unknown as Buffer
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1')
}

/**
 * An entry's bytes as stored in the zip; deflated ones are inflated here rather than by yauzl, so
 * that each compressed chunk is released as soon as the inflater has taken it (upload-store.ts):
 * left to the collector, a 150 MiB build's chunks grew the server by tens of MiB (decision 0280).
 */
function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream[]> {
  const deflated = entry.compressionMethod === 8
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, deflated ? { decompress: false } : {}, (error, stream) =>
      error || !stream ? reject(refuse('not_a_zip')) : resolve(deflated ? [stream, releasingInflate()] : [stream]),
    ),
  )
}

function releasingInflate(): Duplex {
  const inflate = createInflateRaw()
  const input = new Writable({
    write(chunk: Uint8Array, _encoding, done) {
      inflate.write(chunk, (error) => {
        release(chunk)
        done(error)
      })
    },
    final(done) {
      inflate.end(done)
    },
  })
  return Duplex.from({ writable: input, readable: inflate })
}

/** Checks `zipFile` (of `zipBytes` bytes) and writes its files into a new folder under `stagingRoot`. */
export async function checkZip(zipFile: string, zipBytes: number, stagingRoot: string): Promise<CheckedZip> {
  const zip = await open(zipFile)
  const folder = join(stagingRoot, crypto.randomUUID())
  try {
    const entries = await readEntries(zip)
    const files: { entry: yauzl.Entry; path: string }[] = []
    let declared = 0
    for (const entry of entries) {
      const name = nameOf(entry)
      const problem = pathProblem(name)
      if (problem) throw refuse('path_escape', `${name} (${problem})`)
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT
      if (mode === S_IFLNK) throw refuse('symlink', name)
      if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue
      files.push({ entry, path: name })
      declared += entry.uncompressedSize
    }
    if (files.length > BUILD_MAX_FILES) throw refuse('too_many_files', `${files.length.toLocaleString('en')} files`)
    const indexPath = findIndex(files.map((file) => file.path))
    if (!indexPath) throw refuse('no_index_html')
    if (declared > BUILD_MAX_RATIO * zipBytes) throw refuse('compression_ratio')
    const big = files.find((file) => file.entry.uncompressedSize > BUILD_FILE_MAX_BYTES)
    if (big) throw refuse('file_too_large', big.path)
    if (declared > BUILD_UNPACKED_MAX_BYTES) throw refuse('too_large_unpacked')

    // What the directory says was checked; now what the bytes say.
    await mkdir(folder, { recursive: true })
    const staged: StagedFile[] = []
    let total = 0
    // Inflating makes garbage (stream objects, the chunks' wrappers) faster than Bun collects it, even
    // with the chunks themselves released: every 4 MiB inflated, a full collection if the server grew
    // by 24 MiB since the check began or the last one (decision 0280; a few per 150 MiB, at most).
    const collect = collectOnGrowth({ growthMb: 24 })
    let sinceLook = 0
    for (const [i, { entry, path }] of files.entries()) {
      const target = join(folder, String(i))
      const hasher = new Bun.CryptoHasher('sha256')
      let size = 0
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          total += chunk.length
          if (total > BUILD_MAX_RATIO * zipBytes) return done(refuse('compression_ratio'))
          if (size > BUILD_FILE_MAX_BYTES) return done(refuse('file_too_large', path))
          if (total > BUILD_UNPACKED_MAX_BYTES) return done(refuse('too_large_unpacked'))
          hasher.update(chunk)
          sinceLook += chunk.length
          if (sinceLook >= 4 * MIB) {
            sinceLook = 0
            collect()
          }
          done(null, chunk)
        },
      })
      const file = await openFile(target, 'w')
      try {
        // Each inflated chunk is released once on disk (upload-store.ts), not left to the collector.
        await pipeline([...(await openStream(zip, entry)), count, releasingSink(file, 0).sink])
      } catch (error) {
        if (error instanceof ZipRefused) throw error
        throw refuse('not_a_zip', `${path} could not be unpacked`)
      } finally {
        await file.close()
      }
      staged.push({ path, hash: hasher.digest('hex'), size, staged: target })
    }
    return { indexPath, files: staged, sizeBytes: total }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  } finally {
    zip.close()
  }
}

/** "index.html" at the root, or "<top>/index.html" when every file is inside that one top folder. */
export function findIndex(paths: string[]): string | null {
  if (paths.includes('index.html')) return 'index.html'
  const tops = new Set(paths.map((path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '')))
  const [top] = tops
  if (tops.size !== 1 || !top) return null
  return paths.includes(`${top}/index.html`) ? `${top}/index.html` : null
}
