/**
 * The tus file store, with the one step @tus/file-store does in a way that costs memory: writing a
 * PATCH body (decision 0280, docs/benchmarks.md#uploads). Bun hands a request body to JavaScript
 * in chunks of 64 KiB, each in an ArrayBuffer of its own, and frees them only when its collector
 * runs; a 150 MiB upload arrives in 2,400 of them faster than the collector comes round (+64 to
 * +104 MiB of resident memory at the peak, nearly all of it chunks already on disk). Here each
 * chunk is released as soon as it is in the file, by detaching its ArrayBuffer (`transfer(0)` frees
 * the bytes it held), when the chunk is the whole of a buffer of its own: a view into a shared
 * buffer (as Node's small-Buffer pool hands out) is left to the collector. Chunks that arrive while a write is
 * under way go to the file together (`writev`), as fs.WriteStream does. Everything else (offsets,
 * the configstore, expiry) is @tus/file-store's.
 */
import { type FileHandle, open } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { FileStore } from '@tus/file-store'
import { ERRORS } from '@tus/server'

/** Frees a chunk's bytes now instead of at the next collection, when no one else can see them. */
export function release(chunk: Uint8Array) {
  const buffer = chunk.buffer
  if (buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength) {
    // ES2024 (the base tsconfig's lib is ES2023); Bun has it.
    ;(buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0)
  }
}

/** Writes `chunks` one after the other from `position`, all of them (a short write is continued). */
async function writeAll(file: FileHandle, chunks: Uint8Array[], position: number): Promise<number> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)
  let done = (await file.writev(chunks, position)).bytesWritten
  if (done < total) {
    // Rare on a regular file: write what is left chunk by chunk.
    let skip = done
    for (const chunk of chunks) {
      if (skip >= chunk.byteLength) {
        skip -= chunk.byteLength
        continue
      }
      let offset = skip
      skip = 0
      while (offset < chunk.byteLength) {
        const { bytesWritten } = await file.write(chunk, offset, chunk.byteLength - offset, position + done)
        offset += bytesWritten
        done += bytesWritten
      }
    }
  }
  return total
}

/**
 * A stream into `file` from `position` that releases each chunk once it is written (batched with
 * `writev` when chunks wait, as fs.WriteStream does); `written()` tells how many bytes went in.
 */
export function releasingSink(file: FileHandle, position: number): { sink: Writable; written(): number } {
  let at = position
  const put = (chunks: Uint8Array[], done: (error?: Error | null) => void) => {
    writeAll(file, chunks, at).then((written) => {
      at += written
      for (const chunk of chunks) release(chunk)
      done()
    }, done)
  }
  const sink = new Writable({
    write: (chunk: Uint8Array, _encoding, done) => put([chunk], done),
    writev: (entries: { chunk: Uint8Array }[], done) =>
      put(
        entries.map((entry) => entry.chunk),
        done,
      ),
  })
  return { sink, written: () => at - position }
}

export class ReleasingFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // Ids are the tus server's own (uploads.ts refuses any other before a byte is read).
    if (basename(id) !== id) throw ERRORS.FILE_NOT_FOUND
    let file: FileHandle | undefined
    try {
      file = await open(join(this.directory, id), 'r+')
      const into = releasingSink(file, offset)
      await pipeline(readable, into.sink)
      return offset + into.written()
    } catch {
      throw ERRORS.FILE_WRITE_ERROR
    } finally {
      await file?.close()
    }
  }
}
