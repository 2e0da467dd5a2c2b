/**
 * The games pages as a visitor on a phone gets them, with a published game on them: the weight of
 * a first visit and Lighthouse's mobile scores of /games, /games/:slug and /members/:username
 * (docs/games.md#measured: the games pages keep Lighthouse mobile at 95 or more).
 *
 *   bun run build && bun scripts/measure-games.ts [runs per page, default 3]
 *
 * A production server on loopback with a loopback mail server (a maker must verify their email to
 * make a game), Debian's Chromium for both measurements (scripts/bench/web.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMailbox, tokenIn } from '../api/test/mailbox'
import { makeZip } from '../api/test/zip'
import { uploadZipTo } from '../e2e/tus-upload'
import { startClubServer } from './bench/server'
import { benchWeb } from './bench/web'

const runs = Number(process.argv[2] ?? 3)
const mailbox = await startMailbox()
process.env.SMTP_URL = mailbox.url
process.env.MAIL_FROM = 'GameDev Club <club@measure.test>'
const server = await startClubServer(null)
const tmp = mkdtempSync(join(tmpdir(), 'club-measure-games-'))

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

try {
  // A maker, verified through the link mailed to them, signed in to the account (decision 0190).
  const maker = { username: 'moth_maker', email: 'maker@measure.test', password: 'measure-password-1' }
  const signedUp = await call<{ token: string }>('POST', '/api/auth/signup', null, maker)
  const mail = await mailbox.waitFor(maker.email, { subject: /verify/i })
  const { token } = await call<{ token: string }>('POST', '/api/auth/verify-email', signedUp.token, {
    token: tokenIn(mail, '/verify-email'),
  })
  const game = await call<{ _id: string; slug: string }>('POST', '/api/games', token, {
    title: 'Moth',
    tagline: 'A small moth finds the lamp',
    description: 'Made at the club for a measurement of the games pages.',
  })
  const zip = makeZip([
    {
      name: 'moth/index.html',
      data: '<!doctype html><title>Moth</title><canvas></canvas><script src="game.js"></script>',
    },
    { name: 'moth/game.js', data: 'document.title = "Moth"' },
  ])
  const uploadId = await uploadZipTo(server.url, token, zip)
  await call('POST', `/api/games/${game._id}/build`, token, { uploadId })
  await call('PUT', `/api/games/${game._id}`, token, { status: 'published' })

  const pages = [
    { name: '/games', path: '/games' },
    { name: '/games/:slug', path: `/games/${game.slug}` },
    { name: '/members/:username', path: `/members/${maker.username}` },
  ]
  const results = await benchWeb(server.url, pages, { lighthouseRuns: runs, tmp, log: console.log })
  console.log(JSON.stringify(results, null, 2))
} finally {
  await server.stop()
  await mailbox.close()
  rmSync(tmp, { recursive: true, force: true })
}
