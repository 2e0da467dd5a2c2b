/**
 * Builds: each reason a zip is refused, with zips made here byte by byte (test/zip.ts), and what
 * a refusal leaves behind (nothing); the tus rules of /api/uploads.
 */
import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { readdirSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { createGame, SIMPLE_BUILD, signUpMaker, upload, uploadBuild } from '../../../test/games'
import { bearer, setupApp } from '../../../test/support'
import { deflatedZeros, makeZip, type ZipEntry } from '../../../test/zip'
import { BUILD_MAX_FILES, UPLOAD_MAX_BYTES } from '../../shared/constants'
import { gameFilesFor } from './setup'

const ctx = await setupApp()
const maker = await signUpMaker(ctx)
const { storage, uploads } = gameFilesFor(ctx.config.storageDir)
const MIB = 1024 * 1024
const TUS = { 'tus-resumable': '1.0.0' }
const auth = { authorization: `Bearer ${maker.token}` }

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

async function refusal(entries: ZipEntry[] | Uint8Array) {
  const game = await createGame(ctx, maker.token, 'Refused')
  const bytes = entries instanceof Uint8Array ? entries : makeZip(entries)
  const uploadId = await upload(ctx, maker.token, bytes)
  const { error, status } = await ctx.api.api.games({ id: game._id }).build.post({ uploadId }, bearer(maker.token))
  return { status, value: error?.value as { message: string; reason: string } }
}

const index = { name: 'index.html', data: '<!doctype html><title>x</title>' }
const zeros1GiB = deflatedZeros(1024 * MIB)

describe('a zip is refused, with its reason, before anything is kept', () => {
  test('not_a_zip', async () => {
    expect(await refusal(randomBytes(4096))).toMatchObject({ status: 422, value: { reason: 'not_a_zip' } })
  })

  test('no_index_html: not at the top, nor inside one top folder', async () => {
    expect((await refusal([{ name: 'game.js', data: 'x' }])).value.reason).toBe('no_index_html')
    const twoFolders = [
      { name: 'a/index.html', data: 'x' },
      { name: 'b/game.js', data: 'x' },
    ]
    expect((await refusal(twoFolders)).value).toEqual({
      reason: 'no_index_html',
      message: 'index.html not found at the top of the zip (or inside its one top folder)',
    })
  })

  test('too_many_files: 1,001 files', async () => {
    const entries = [
      index,
      ...Array.from({ length: BUILD_MAX_FILES }, (_, i) => ({ name: `f/${i}.txt`, data: `${i}` })),
    ]
    expect(entries).toHaveLength(1001)
    expect((await refusal(entries)).value.reason).toBe('too_many_files')
  })

  test('path_escape: "..", absolute, a drive letter', async () => {
    for (const name of ['../evil.js', 'a/../../evil.js', '/etc/cron.d/evil', 'C:/evil.js', 'a\\..\\..\\evil.js']) {
      const answer = await refusal([index, { name, data: 'x' }])
      expect(answer).toMatchObject({ status: 422, value: { reason: 'path_escape' } })
    }
  })

  test('symlink', async () => {
    expect(
      (await refusal([index, { name: 'passwd', data: '/etc/passwd', mode: 0o120777, store: true }])).value.reason,
    ).toBe('symlink')
  })

  test('compression_ratio: 1 GiB of zeros in a 1 MiB zip, honest about its size or not', async () => {
    const payload = await zeros1GiB
    const honest = await refusal([index, { name: 'zeros.bin', deflated: payload }])
    expect(honest.value.reason).toBe('compression_ratio')
    // The directory says 1 KiB: the bytes counted while inflating stop it all the same.
    const lying = await refusal([index, { name: 'zeros.bin', deflated: payload, declaredSize: 1024 }])
    expect(lying.value.reason).toBe('compression_ratio')
  }, 60_000)

  test('file_too_large: one file over 100 MiB in a zip of a sane ratio, declared or counted', async () => {
    const big = await deflatedZeros(101 * MIB)
    const padding = { name: 'padding.bin', data: randomBytes(1.2 * MIB), store: true }
    expect((await refusal([index, padding, { name: 'big.bin', deflated: big }])).value.reason).toBe('file_too_large')
    const lying = await refusal([index, padding, { name: 'big.bin', deflated: big, declaredSize: 10 }])
    expect(lying.value.reason).toBe('file_too_large')
  }, 60_000)

  test('too_large_unpacked: over 500 MiB in all', async () => {
    const part = await deflatedZeros(90 * MIB)
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `part${i}.bin`, deflated: part }))
    const padding = { name: 'padding.bin', data: randomBytes(6 * MIB), store: true }
    expect((await refusal([index, padding, ...parts])).value.reason).toBe('too_large_unpacked')
  }, 60_000)

  test('a refused zip stores nothing, removes its upload, and the game keeps its build', async () => {
    const game = await createGame(ctx, maker.token, 'Keeps Its Build')
    const first = await uploadBuild(ctx, maker.token, game._id)
    expect(first.status).toBe(201)
    const blobsBefore = filesUnder(join(storage.root, 'blobs')).length
    const uploadId = await upload(ctx, maker.token, makeZip([index, { name: '../escape.js', data: 'x' }]))
    const refused = await ctx.api.api.games({ id: game._id }).build.post({ uploadId }, bearer(maker.token))
    expect(refused.status).toBe(422)
    expect(filesUnder(join(storage.root, 'blobs')).length).toBe(blobsBefore)
    expect(filesUnder(storage.staging)).toEqual([])
    expect(readdirSync(storage.uploads).filter((name) => name.startsWith(uploadId))).toEqual([])
    const { data } = await ctx.api.api.games({ id: game._id }).get(bearer(maker.token))
    expect(data?.build?._id).toBe(first.data?.build._id ?? 'missing')
  })
})

describe('an accepted build', () => {
  test('201 with the build: play URL on the games origin, size, count, default 960 × 600; one top folder works', async () => {
    const game = await createGame(ctx, maker.token, 'Accepted')
    const entries = [
      { name: 'MyGame/', data: '' },
      { name: 'MyGame/index.html', data: '<!doctype html>' },
      { name: 'MyGame/game.wasm', data: new Uint8Array([0, 97, 115, 109]) },
      { name: '__MACOSX/._index.html', data: 'junk' },
    ]
    const { data, status } = await uploadBuild(ctx, maker.token, game._id, entries, { sharedArrayBuffer: true })
    expect(status).toBe(201)
    expect(data?.build).toMatchObject({
      width: 960,
      height: 600,
      sharedArrayBuffer: true,
      fileCount: 2,
      sizeBytes: 19,
    })
    expect(data?.build.playUrl).toBe(`${ctx.config.gamesOrigin}/b/${data?.build._id}/MyGame/index.html`)
    expect(data?.game.build?._id).toBe(data?.build._id ?? 'missing')
  })

  test('only its accepted makers may add a build; an upload is its uploader’s alone', async () => {
    const game = await createGame(ctx, maker.token, 'Mine')
    const other = await signUpMaker(ctx)
    const theirs = await upload(ctx, other.token, makeZip(SIMPLE_BUILD))
    expect(
      (await ctx.api.api.games({ id: game._id }).build.post({ uploadId: theirs }, bearer(other.token))).status,
    ).toBe(403)
    // The maker cannot use someone else's upload, nor see or change it.
    expect(
      (await ctx.api.api.games({ id: game._id }).build.post({ uploadId: theirs }, bearer(maker.token))).status,
    ).toBe(404)
    for (const method of ['HEAD', 'DELETE'])
      expect((await ctx.request(`/api/uploads/${theirs}`, { method, headers: { ...TUS, ...auth } })).status).toBe(404)
    const unknown = await ctx.api.api
      .games({ id: game._id })
      .build.post({ uploadId: '../../etc/passwd' }, bearer(maker.token))
    expect(unknown.status).toBe(404)
  })
})

describe('tus uploads', () => {
  test('signed in only', async () => {
    const answer = await ctx.request('/api/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': '10' } })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ message: 'Please log in to continue' })
  })

  test(`Upload-Length over ${UPLOAD_MAX_BYTES / MIB} MiB is 413 before a byte is stored`, async () => {
    const before = readdirSync(storage.uploads).length
    const answer = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-length': String(UPLOAD_MAX_BYTES + 1),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(1024),
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({ message: expect.any(String) })
    expect(readdirSync(storage.uploads).length).toBe(before)
  })

  test('a connection cut at 60 % resumes where it stopped (HEAD, then PATCH from the offset)', async () => {
    const bytes = makeZip([index, { name: 'data.bin', data: randomBytes(512 * 1024), store: true }])
    const created = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: { ...TUS, ...auth, 'upload-length': String(bytes.length) },
    })
    const id = created.headers.get('location')?.split('/').pop() ?? ''
    const cut = Math.floor(bytes.length * 0.6)
    // The body breaks off after 60 % of the bytes, as when the Wi-Fi drops, once the server wrote them.
    let pulls = 0
    const broken = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulls++ === 0) return controller.enqueue(bytes.subarray(0, cut))
        while (statSync(join(storage.uploads, id)).size < cut) await Bun.sleep(5)
        controller.error(new Error('connection reset'))
      },
    })
    await ctx
      .request(`/api/uploads/${id}`, {
        method: 'PATCH',
        headers: { ...TUS, ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: broken,
      })
      .catch(() => null)
    const head = await ctx.request(`/api/uploads/${id}`, { method: 'HEAD', headers: { ...TUS, ...auth } })
    expect(head.status).toBe(200)
    const offset = Number(head.headers.get('upload-offset'))
    expect(offset).toBe(cut)
    // A PATCH from the wrong offset is refused; from the right one, it completes.
    const wrong = await ctx.request(`/api/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...TUS, ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    })
    expect(wrong.status).toBe(409)
    const rest = await ctx.request(`/api/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...TUS, ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(offset),
    })
    expect(rest.status).toBe(204)
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length))
    const game = await createGame(ctx, maker.token, 'Resumed')
    expect((await ctx.api.api.games({ id: game._id }).build.post({ uploadId: id }, bearer(maker.token))).status).toBe(
      201,
    )
  })

  test('termination, and uploads untouched for an hour are removed by the sweep', async () => {
    const doomed = await upload(ctx, maker.token, makeZip(SIMPLE_BUILD))
    const deleted = await ctx.request(`/api/uploads/${doomed}`, { method: 'DELETE', headers: { ...TUS, ...auth } })
    expect(deleted.status).toBe(204)
    expect(readdirSync(storage.uploads).filter((name) => name.startsWith(doomed))).toEqual([])

    const created = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: { ...TUS, ...auth, 'upload-length': '1000' },
    })
    const stale = created.headers.get('location')?.split('/').pop() ?? ''
    const fresh = await upload(ctx, maker.token, makeZip(SIMPLE_BUILD))
    const hourAgo = new Date(Date.now() - 61 * 60_000)
    utimesSync(join(storage.uploads, stale), hourAgo, hourAgo)
    expect(statSync(join(storage.uploads, stale)).mtimeMs).toBeLessThan(Date.now() - 3600_000)
    expect(await uploads.sweep(new Date())).toBeGreaterThanOrEqual(1)
    expect(readdirSync(storage.uploads).filter((name) => name.startsWith(stale))).toEqual([])
    expect(readdirSync(storage.uploads).filter((name) => name.startsWith(fresh))).toHaveLength(2)
  })
})
