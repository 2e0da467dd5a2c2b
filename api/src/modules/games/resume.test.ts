/**
 * A resumed upload with the real tus client (tus-js-client, the one the PWA uses) against the app
 * listening on loopback: the connection is dropped at 60 % and a new client, given the upload's
 * URL as after a reload, carries on from where the server says it stopped.
 */
import { afterAll, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { Upload } from 'tus-js-client'
import { createGame, signUpMaker } from '../../../test/games'
import { bearer, setupApp } from '../../../test/support'
import { makeZip } from '../../../test/zip'

const ctx = await setupApp()
const maker = await signUpMaker(ctx)
const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
afterAll(() => server.stop())
const endpoint = `http://127.0.0.1:${server.server?.port}/api/uploads`

const MIB = 1024 * 1024
const zip = Buffer.from(
  makeZip([
    { name: 'index.html', data: '<!doctype html><title>Resumed</title>' },
    { name: 'assets.bin', data: randomBytes(4 * MIB), store: true },
  ]),
)

test('an upload dropped at 60 % resumes from the server’s offset and becomes the build', async () => {
  const headers = { authorization: `Bearer ${maker.token}` }
  // The first attempt: 512 KiB at a time, aborted (the connection dropped) once 60 % has gone.
  const first = await new Promise<{ url: string; sent: number }>((resolve, reject) => {
    const upload: Upload = new Upload(zip, {
      endpoint,
      headers,
      chunkSize: 512 * 1024,
      retryDelays: [],
      metadata: { filename: 'build.zip' },
      onError: reject,
      onSuccess: () => reject(new Error('finished before it could be cut')),
      onProgress(sent) {
        if (sent < zip.length * 0.6) return
        void upload.abort().then(() => resolve({ url: upload.url ?? '', sent }))
      },
    })
    upload.start()
  })
  expect(first.url).toMatch(/\/api\/uploads\/[0-9a-f]{32}$/)
  const offset = Number(
    (await fetch(first.url, { method: 'HEAD', headers: { ...headers, 'tus-resumable': '1.0.0' } })).headers.get(
      'upload-offset',
    ),
  )
  expect(offset).toBeGreaterThanOrEqual(zip.length * 0.5)
  expect(offset).toBeLessThan(zip.length)

  // A new client (as after a reload) with the stored URL: it asks HEAD and sends only the rest.
  const progress: number[] = []
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(zip, {
      endpoint,
      uploadUrl: first.url,
      headers,
      chunkSize: 512 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(),
      onProgress: (sent) => progress.push(sent),
    })
    upload.start()
  })
  // It never went back to 0: the first progress is the server's offset.
  expect(Math.min(...progress)).toBe(offset)
  expect(progress.at(-1)).toBe(zip.length)

  const game = await createGame(ctx, maker.token, 'Resumed With tus-js-client')
  const uploadId = first.url.split('/').pop() ?? ''
  const built = await ctx.api.api.games({ id: game._id }).build.post({ uploadId }, bearer(maker.token))
  expect(built.status).toBe(201)
  expect(built.data?.build.fileCount).toBe(2)
  expect(built.data?.build.sizeBytes).toBe(4 * MIB + 37)
})
