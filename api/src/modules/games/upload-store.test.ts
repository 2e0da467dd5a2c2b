import { expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { release, releasingSink } from './upload-store'

test('a chunk that owns its buffer is freed at once; a view into a shared buffer is left whole', () => {
  const own = new Uint8Array(64 * 1024).fill(1)
  release(own)
  expect(own.byteLength).toBe(0)
  // A pool hands out views into one buffer (Node's does; Bun's Buffers own theirs): releasing one
  // would empty the others.
  const shared = new Uint8Array(8192)
  const view = shared.subarray(0, 100)
  release(view)
  expect(view.byteLength).toBe(100)
  expect(shared.byteLength).toBe(8192)
})

test('the sink writes every chunk at its place after the offset, then releases it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'upload-store-'))
  try {
    const path = join(dir, 'upload')
    writeFileSync(path, 'head:')
    const chunks = Array.from({ length: 40 }, (_, i) => new Uint8Array(10_000).fill(65 + (i % 26)))
    const expected = Buffer.concat([Buffer.from('head:'), ...chunks.map((chunk) => Buffer.from(chunk))])
    const file = await open(path, 'r+')
    const into = releasingSink(file, 5)
    await pipeline(Readable.from(chunks), into.sink)
    await file.close()
    expect(into.written()).toBe(400_000)
    expect(readFileSync(path).equals(expected)).toBe(true)
    expect(chunks.every((chunk) => chunk.byteLength === 0)).toBe(true)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
