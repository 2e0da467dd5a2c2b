/**
 * Bounded calls to the outside: a provider or a picture host that never answers, pictures that
 * are not http(s). Against a real server on loopback that misbehaves on purpose.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OAuth2Client } from 'arctic'
import { dataUrl, IMAGES } from '../../../test/support'
import { OAuthFailure } from './oauth-errors'
import { exchangeCode, fetchUserInfo } from './oauth-exchange'
import { downloadProviderPicture } from './oauth-picture'

/** A real PNG on disk: Bun's fetch would happily read it through file://. */
const pngFile = join(mkdtempSync(join(tmpdir(), 'oauth-picture-')), 'picture.png')
writeFileSync(pngFile, IMAGES.png)

const server: Bun.Server<undefined> = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/hang') return new Promise<Response>(() => {})
    if (pathname === '/picture.png') return new Response(IMAGES.png, { headers: { 'content-type': 'image/png' } })
    if (pathname === '/to-picture') return Response.redirect(`${server.url}picture.png`, 302)
    if (pathname === '/to-file') return new Response(null, { status: 302, headers: { location: `file://${pngFile}` } })
    if (pathname === '/loop') return Response.redirect(`${server.url}loop`, 302)
    return new Response('not found', { status: 404 })
  },
})
afterAll(() => server.stop(true))

const reasonOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  return error instanceof OAuthFailure ? error.reason : error
}

describe('calls to the provider', () => {
  const client = new OAuth2Client('id', 'secret', 'http://localhost/callback')

  test('a token endpoint that never answers gives provider_unreachable after the timeout', async () => {
    const started = performance.now()
    expect(await reasonOf(exchangeCode(client, `${server.url}hang`, 'code', 'verifier', 200))).toBe(
      'provider_unreachable',
    )
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  test('a user-info endpoint that never answers gives provider_unreachable after the timeout', async () => {
    expect(await reasonOf(fetchUserInfo(`${server.url}hang`, 'token', 200))).toBe('provider_unreachable')
  })

  test('a user-info endpoint that answers something other than JSON gives login_failed', async () => {
    expect(await reasonOf(fetchUserInfo(`${server.url}picture.png`, 'token', 1_000))).toBe(
      'login_failed_please_try_again',
    )
  })
})

describe('importing a provider picture', () => {
  test('downloads the image, checked by its bytes, following a redirect', async () => {
    expect(await downloadProviderPicture(`${server.url}to-picture`)).toMatchObject({ contentType: 'image/png' })
  })

  test.each([
    ['a host that never answers', 'hang'],
    ['a redirect to a file', 'to-file'],
    ['endless redirects', 'loop'],
    ['a 404', 'missing'],
  ])('gives no picture for %s', async (_, path) => {
    expect(await downloadProviderPicture(`${server.url}${path}`, 200)).toBeNull()
  })

  test.each([`file://${pngFile}`, dataUrl('image/png', IMAGES.png), 'not a url'])('never fetches %s', async (url) => {
    expect(await downloadProviderPicture(url)).toBeNull()
  })
})
