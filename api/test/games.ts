/** Games in tests: a verified member with a game, and builds sent through raw tus requests. */
import { bearer, markEmailVerified, signUp, type TestContext } from './support'
import { makeZip, type ZipEntry } from './zip'

export async function signUpMaker(ctx: TestContext) {
  const signed = await signUp(ctx)
  await markEmailVerified(ctx, signed.user._id)
  return signed
}

export async function createGame(ctx: TestContext, token: string, title = 'Space Cats') {
  const { data, error } = await ctx.api.api.games.post({ title, tagline: 'Cats, in space' }, bearer(token))
  if (error || !data) throw new Error(`create game failed: ${error?.status} ${JSON.stringify(error?.value)}`)
  return data
}

const TUS = { 'tus-resumable': '1.0.0' }

/** A whole upload in two requests (creation, one PATCH): its id. */
export async function upload(ctx: TestContext, token: string, bytes: Uint8Array): Promise<string> {
  const created = await ctx.request('/api/uploads', {
    method: 'POST',
    headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-length': String(bytes.length) },
  })
  if (created.status !== 201) throw new Error(`tus creation: ${created.status} ${await created.text()}`)
  const location = created.headers.get('location') ?? ''
  const id = location.split('/').pop() ?? ''
  const patched = await ctx.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  })
  if (patched.status !== 204) throw new Error(`tus patch: ${patched.status} ${await patched.text()}`)
  return id
}

export const SIMPLE_BUILD: ZipEntry[] = [
  { name: 'index.html', data: '<!doctype html><title>Space Cats</title><script src="game.js"></script>' },
  { name: 'game.js', data: 'console.log("meow")' },
]

/** Uploads a zip of `entries` and makes it the game's build: the answer. */
export async function uploadBuild(
  ctx: TestContext,
  token: string,
  gameId: string,
  entries: ZipEntry[] = SIMPLE_BUILD,
  options: { sharedArrayBuffer?: boolean; width?: number; height?: number } = {},
) {
  const uploadId = await upload(ctx, token, makeZip(entries))
  return ctx.api.api.games({ id: gameId }).build.post({ uploadId, ...options }, bearer(token))
}
