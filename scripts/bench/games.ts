/**
 * The games pages and the games origin (issue 27), on a server of their own (PGlite) with a loopback
 * mailbox, since only a maker with a verified address may make a game:
 *
 * - 60 published games, each with a cover uploaded through the API as the app sends it (a
 *   1000 × 1000 JPEG of about 400 KB as a data URL), the first also with a build (a zip through
 *   tus, an index.html and a game.js of 64 KiB);
 * - a jam in `voting` with 3 entries: made through the admin API to start a few seconds ahead, its
 *   makers join, wait for the server to say it runs, enter games made then, and the admin brings
 *   the close of submissions (no grace) to a few seconds ahead; the server's clock turns it;
 * - the build's game.js from the games origin (GAMES_PORT) under wrk, against a bare Bun.serve
 *   answering the same bytes with Bun.file, just before it;
 * - Lighthouse mobile and the first visit's weight of /games, a game's page and the jam's page.
 */
import { join } from 'node:path'
import { jpegDataUrl, photoLikeJpeg } from '../../api/src/modules/media/test-pictures'
import { startMailbox, tokenIn } from '../../api/test/mailbox'
import { makeZip } from '../../api/test/zip'
import { uploadZipTo } from '../../e2e/tus-upload'
import { ClubClient } from '../lib/club-client'
import { round } from './results'
import { startClubServer, startFileBaseline } from './server'
import { benchWeb, type PageResult } from './web'
import { fixedRequestScript, runWrk, type WrkResult, wrkLine } from './wrk'

export const GAMES_BENCH = { games: 60, jamEntries: 3, gameJsBytes: 64 * 1024 }
const GAMES_PER_MAKER = 15
export const GAMES_ORIGIN_ROUTE = 'GET games origin /b/:build/game.js'

/** The games origin's entry under `api`, with the bare server it is compared with in the same run. */
export interface GamesOriginEntry {
  route: typeof GAMES_ORIGIN_ROUTE
  db: 'pglite'
  file_kib: number
  rps: number
  p50_ms: number
  p99_ms: number
  ratio_to_baseline: number
  non_2xx: number
  baseline: { rps: number; p50_ms: number; p99_ms: number; what: string }
}

export const isGamesOrigin = (entry: object): entry is GamesOriginEntry =>
  'route' in entry && entry.route === GAMES_ORIGIN_ROUTE

export interface GamesRun {
  pages: Record<'/games' | '/games/:slug' | '/jams/:slug', PageResult>
  origin: GamesOriginEntry
  seeded: { games: number; covers_kib: number; jam_entries: number; seconds: number }
}

/** A game's script of `bytes` bytes: code-like text (a level table), not one repeated byte. */
export function gameScript(bytes: number): string {
  const lines = ['const levels = [']
  for (let i = 0; lines.join('\n').length < bytes - 200; i++)
    lines.push(`  { id: ${i}, tiles: '${((i * 2_654_435_761) >>> 0).toString(36).repeat(4)}', speed: ${i % 7} },`)
  const text = `${lines.join('\n')}\n]\ndocument.title = 'Moth: ' + levels.length + ' levels'\n`
  return text.padEnd(bytes, ' ')
}

/** Runs `task` over 0 … count - 1 with at most `limit` in flight. */
async function pool(count: number, limit: number, task: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let i = next++; i < count; i = next++) await task(i)
    }),
  )
}

/**
 * A production server (PGlite) that mails through a loopback mailbox, and `maker(username)`: a
 * member verified through the link mailed to them (only they may make games), as their token.
 */
export async function startMakersServer() {
  const mailbox = await startMailbox()
  const server = await startClubServer(null, undefined, {
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'GameDev Club <club@bench.test>',
  })
  const client = new ClubClient(server.url)
  const maker = async (username: string) => {
    const email = `${username}@bench.test`
    const signed = await client.signUp(username, email)
    const mail = await mailbox.waitFor(email, { subject: /verify/i })
    const verified = await client.expect<{ token: string }>(
      200,
      'POST',
      '/api/auth/verify-email',
      { token: tokenIn(mail, '/verify-email') },
      signed.token,
    )
    return verified.token
  }
  const stop = async () => {
    await server.stop()
    await mailbox.close()
  }
  return { server, client, maker, stop }
}

export async function benchGames(options: {
  lighthouseRuns: number
  seconds: number
  tmp: string
  log: (line: string) => void
}): Promise<GamesRun> {
  const { log } = options
  const { server, client, maker, stop } = await startMakersServer()
  try {
    const admin = await client.signUpAdmin('benchgamesadmin', 'bench-games-admin@bench.test', server.grantAdmin)
    const script = gameScript(GAMES_BENCH.gameJsBytes)
    const buildZip = (title: string) =>
      makeZip([
        {
          name: `${title}/index.html`,
          data: `<!doctype html><html lang="en"><title>${title}</title><canvas></canvas><script src="game.js"></script></html>`,
        },
        { name: `${title}/game.js`, data: script },
      ])
    let coverBytes = 0
    /** A published game with a cover, and a build when asked: its id and slug. */
    const game = async (token: string, i: number, title: string, build: boolean) => {
      const made = await client.expect<{ _id: string; slug: string }>(
        201,
        'POST',
        '/api/games',
        {
          title,
          tagline: `A small game about ${['moths', 'lamps', 'rivers', 'trains', 'kites'][i % 5]}`,
          description: 'Made at the club over a weekend, with friends from the first year.',
        },
        token,
      )
      if (build) {
        const uploadId = await uploadZipTo(server.url, token, buildZip(title.replace(/\W+/g, '')))
        await client.expect(201, 'POST', `/api/games/${made._id}/build`, { uploadId }, token)
      }
      const cover = await photoLikeJpeg(i + 1)
      coverBytes += cover.length
      await client.expect(
        200,
        'PUT',
        `/api/games/${made._id}`,
        { coverImage: jpegDataUrl(cover), status: 'published' },
        token,
      )
      return made
    }

    const started = performance.now()
    // A member may upload 20 new pictures an hour: the games have a maker for every 15.
    const makers = await Promise.all(
      Array.from({ length: Math.ceil(GAMES_BENCH.games / GAMES_PER_MAKER) }, (_, i) => maker(`benchmaker${i}`)),
    )
    const slugs: string[] = []
    await pool(GAMES_BENCH.games, 3, async (i) => {
      const made = await game(makers[Math.floor(i / GAMES_PER_MAKER)] as string, i, `Bench game ${i + 1}`, i === 0)
      slugs[i] = made.slug
    })
    log(`  ${GAMES_BENCH.games} published games with covers (${Math.round(coverBytes / 1024)} KiB of uploads)`)

    // The jam: it starts in a few seconds; its makers join, and enter games made once it runs.
    const now = Date.now()
    const jam = await client.expect<{ _id: string; slug: string }>(
      201,
      'POST',
      '/api/jams',
      {
        title: 'Bench Jam',
        description: 'Make a game in a weekend, on the theme announced at the start.',
        startsAt: new Date(now + 5_000).toISOString(),
        submissionsCloseAt: new Date(now + 3_600_000).toISOString(),
        graceMinutes: 0,
        votingClosesAt: new Date(now + 7_200_000).toISOString(),
        theme: 'Light',
      },
      admin.token,
    )
    const jamMakers = await Promise.all(
      Array.from({ length: GAMES_BENCH.jamEntries }, (_, i) => maker(`benchjammer${i}`)),
    )
    for (const token of jamMakers) await client.expect(201, 'POST', `/api/jams/${jam._id}/join`, undefined, token)
    const phase = async (want: string) => {
      const deadline = Date.now() + 30_000
      for (;;) {
        const current = (await client.expect<{ phase: string }>(200, 'GET', `/api/jams/${jam.slug}`)).phase
        if (current === want) return
        if (Date.now() > deadline) throw new Error(`the jam stayed ${current}, not ${want}`)
        await Bun.sleep(250)
      }
    }
    await phase('running')
    await Promise.all(
      jamMakers.map(async (token, i) => {
        const made = await game(token, GAMES_BENCH.games + i, `Jam entry ${i + 1}`, true)
        await client.expect(201, 'POST', `/api/jams/${jam._id}/entries`, { gameId: made._id }, token)
      }),
    )
    await client.expect(
      200,
      'PUT',
      `/api/jams/${jam._id}`,
      { submissionsCloseAt: new Date(Date.now() + 3_000).toISOString() },
      admin.token,
    )
    await phase('voting')
    const seeded = {
      games: GAMES_BENCH.games + GAMES_BENCH.jamEntries,
      covers_kib: Math.round(coverBytes / 1024),
      jam_entries: GAMES_BENCH.jamEntries,
      seconds: Math.round((performance.now() - started) / 1000),
    }
    log(`  a jam in voting with ${GAMES_BENCH.jamEntries} entries; seeded in ${seeded.seconds} s`)

    // The build's script from the games origin, and the same bytes from a bare Bun.serve.
    const { build } = await client.expect<{ build: { playUrl: string } | null }>(200, 'GET', `/api/games/${slugs[0]}`)
    if (!build) throw new Error(`/api/games/${slugs[0]} has no build`)
    const fileUrl = new URL('game.js', build.playUrl).href
    const served = await fetch(fileUrl)
    const body = await served.text()
    if (served.status !== 200 || body !== script) throw new Error(`${fileUrl}: ${served.status}, not the build's file`)
    const file = join(options.tmp, 'game.js')
    await Bun.write(file, script)
    const bare = await startFileBaseline(file)
    let baseline: WrkResult
    try {
      baseline = await runWrk({
        url: `${bare.url}/game.js`,
        script: fixedRequestScript({}),
        seconds: options.seconds,
        dir: options.tmp,
        name: 'file-baseline',
      })
    } finally {
      await bare.stop()
    }
    log(`  baseline: bare Bun.serve, Bun.file of game.js ${wrkLine(baseline)}`)
    const origin = await runWrk({
      url: fileUrl,
      script: fixedRequestScript({}),
      seconds: options.seconds,
      dir: options.tmp,
      name: 'games-origin',
    })
    log(`  ${GAMES_ORIGIN_ROUTE} ${wrkLine(origin)}`)
    const pages = (await benchWeb(
      server.url,
      [
        { name: '/games', path: '/games' },
        { name: '/games/:slug', path: `/games/${slugs[0]}` },
        { name: '/jams/:slug', path: `/jams/${jam.slug}` },
      ],
      { lighthouseRuns: options.lighthouseRuns, tmp: options.tmp, log },
    )) as GamesRun['pages']

    return {
      pages,
      origin: {
        route: GAMES_ORIGIN_ROUTE,
        db: 'pglite',
        file_kib: round(script.length / 1024, 1),
        rps: round(origin.rps, 1),
        p50_ms: round(origin.p50_ms),
        p99_ms: round(origin.p99_ms),
        ratio_to_baseline: round(origin.rps / baseline.rps, 4),
        non_2xx: origin.non_2xx,
        baseline: {
          rps: round(baseline.rps, 1),
          p50_ms: round(baseline.p50_ms),
          p99_ms: round(baseline.p99_ms),
          what: 'bare Bun.serve, Bun.file of the same game.js',
        },
      },
      seeded,
    }
  } finally {
    await stop()
  }
}
