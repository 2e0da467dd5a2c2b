/**
 * Property-based: generated bodies, ids, query strings and headers at every route, signed out,
 * signed in and as admin. Whatever arrives: never a 5xx, every error is `{ message }`, a refused
 * request changes no row, a GET changes no row, and a guarded route never lets the wrong person in.
 * FUZZ_RUNS=500 bun test test/fuzz.test.ts digs deeper (the default keeps the suite quick).
 */
import { afterAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { users } from '../src/db/schema'
import { databaseViolations, tableFingerprints } from './db-checks'
import { bodyFor, wireBody } from './fuzz/bodies'
import { extraHeaders, idSegment, queryString } from './fuzz/requests'
import { ALLOWED_STATUSES, type Identity, ROUTES } from './fuzz/routes'
import { insertEntry, insertJam } from './jam-fixtures'
import { startMailbox } from './mailbox'
import { createEvent, dataUrl, IMAGES, setupApp, signUp, signUpAdmin } from './support'
import { claims, makeToken } from './tokens'

const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
// Providers configured but unreachable (port 9 on loopback refuses): the OAuth routes run their
// real code paths, and any that would call the provider meet a dead end.
const DEAD = 'http://127.0.0.1:9'
const provider = {
  clientId: 'fuzz-client',
  clientSecret: 'fuzz-secret',
  authorizationUrl: `${DEAD}/authorize`,
  tokenUrl: `${DEAD}/token`,
  userInfoUrl: `${DEAD}/userinfo`,
}
// A real loopback SMTP server: sign-ups, resends and forgotten passwords really send their mail.
const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const ctx = await setupApp({
  oauth: { google: provider, discord: { ...provider, cdnUrl: DEAD } },
  mail: { smtpUrl: mailbox.url, from: 'club@fuzz.test' },
})

/** Requests sent and 5xx answers, per route: printed at the end (FUZZ_RUNS=500 quotes them). */
const sent = new Map<string, { requests: number; serverErrors: number }>()
function count(route: string, status: number) {
  const tally = sent.get(route) ?? { requests: 0, serverErrors: 0 }
  tally.requests++
  if (status >= 500) tally.serverErrors++
  sent.set(route, tally)
}
afterAll(() => {
  const rows = [...sent].map(
    ([route, t]) => `${route.padEnd(42)} ${String(t.requests).padStart(7)} ${String(t.serverErrors).padStart(5)}`,
  )
  const total = [...sent.values()].reduce(
    (sum, t) => ({ requests: sum.requests + t.requests, serverErrors: sum.serverErrors + t.serverErrors }),
    { requests: 0, serverErrors: 0 },
  )
  console.log(
    `\nfuzz: requests per route (FUZZ_RUNS=${RUNS})\n${'route'.padEnd(42)} requests   5xx\n${rows.join('\n')}\n${'total'.padEnd(42)} ${String(total.requests).padStart(7)} ${String(total.serverErrors).padStart(5)}`,
  )
})
const admin = await signUpAdmin(ctx)
const member = await signUp(ctx)

const authorization: Record<Identity, string | undefined> = {
  'signed out': undefined,
  'garbage token': `Bearer ${makeToken(claims(member.user._id), { secret: 'not-the-server-secret-0123456789abcdef' })}`,
  member: `Bearer ${member.token}`,
  admin: `Bearer ${admin.token}`,
}
const identity = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Identity>('signed out') },
  { weight: 1, arbitrary: fc.constant<Identity>('garbage token') },
  { weight: 2, arbitrary: fc.constant<Identity>('member') },
  { weight: 3, arbitrary: fc.constant<Identity>('admin') },
)

/** Fresh fixtures per route: live, inactive, past, under way and deleted events, a stored image, a member, a feed. */
async function realIds(): Promise<string[]> {
  const live = await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', IMAGES.png) })
  const inactive = await createEvent(ctx, admin.token, { isActive: false })
  const past = await createEvent(ctx, admin.token, { date: new Date(Date.now() - 86_400_000).toISOString() })
  // Open for check-in now, with the member holding a seat.
  const now = await createEvent(ctx, admin.token, { date: new Date(Date.now() + 1_800_000).toISOString() })
  await ctx.request(`/api/registrations/${now._id}`, {
    method: 'POST',
    headers: { authorization: authorization.member! },
  })
  const deleted = await createEvent(ctx, admin.token)
  await ctx.request(`/api/events/${deleted._id}`, {
    method: 'DELETE',
    headers: { authorization: authorization.admin! },
  })
  // An upcoming jam taking theme ideas, for the routes under /api/jams/:id.
  const jam = await ctx.request('/api/jams', {
    method: 'POST',
    headers: { authorization: authorization.admin!, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Fuzz Jam',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      submissionsCloseAt: new Date(Date.now() + 7_200_000).toISOString(),
      votingClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
      themeVoting: true,
    }),
  })
  const jamId = ((await jam.json()) as { _id: string })._id
  // A member's id too, for the routes about a user (/api/admin/users/:id/…), and their calendar feed's file.
  const feed = await ctx.request('/api/user/calendar', { headers: { authorization: authorization.member! } })
  const feedFile = ((await feed.json()) as { url: string }).url.split('/').pop()!
  // Jams: one in voting (the member's entry and another, its showcase the event open for check-in)
  // and one closed, whose results were computed here, so a GET of them writes nothing.
  const db = ctx.database.db
  const voting = await insertJam(db, { phase: 'voting', showcaseEventId: now._id })
  await insertEntry(db, voting.id, [member.user._id])
  await insertEntry(db, voting.id, [])
  const closed = await insertJam(db, { phase: 'results' })
  await insertEntry(db, closed.id, [member.user._id])
  await ctx.request(`/api/jams/${closed.id}/results`)
  return [
    voting.id,
    closed.id,
    live._id,
    inactive._id,
    past._id,
    now._id,
    deleted._id,
    live.imageUrl!.split('/').pop()!,
    member.user._id,
    feedFile,
    jamId,
  ]
}

/** What no route may change, per user. */
async function identities() {
  const rows = await ctx.database.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      googleId: users.googleId,
      discordId: users.discordId,
    })
    .from(users)
  return new Map(rows.map((row) => [row.id, row]))
}

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('fuzz %s', (_name, route) => {
  test(`${RUNS} generated requests: no 5xx, refusals change nothing, guards hold`, async () => {
    const ids = await realIds()
    const request = fc.record({
      who: identity,
      id: idSegment(ids),
      query: queryString,
      headers: extraHeaders,
      body:
        route.method === 'GET'
          ? fc.constant(undefined)
          : wireBody(bodyFor(route.fields ?? [], route.required, route.stripped), route.fields),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ who, id, query, headers, body }) => {
        const url = `${route.path.replace(/:id|:username/, id)}${query}`
        const before = await tableFingerprints(ctx.database.db)
        const identitiesBefore = route.method === 'GET' ? null : await identities()
        const auth = authorization[who]
        const res = await ctx.request(url, {
          method: route.method,
          headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
          body,
        })
        const text = await res.text()
        count(`${route.method} ${route.path}`, res.status)
        const context = `${route.method} ${url} as ${who} → ${res.status} ${text.slice(0, 300)}`
        expect(res.status, context).toBeLessThan(500)
        const allowed = ALLOWED_STATUSES[route.guard][who]
        if (allowed) expect(allowed, context).toContain(res.status)
        if (res.status >= 400) {
          expect(res.headers.get('content-type'), context).toStartWith('application/json')
          expect(typeof (JSON.parse(text) as { message?: unknown }).message, context).toBe('string')
        }
        if (res.status >= 400 || !identitiesBefore) {
          expect(await tableFingerprints(ctx.database.db), context).toEqual(before)
          return
        }
        // A write went through: nobody's role, email or provider ids changed, and EXP matches the ledger.
        const identitiesAfter = await identities()
        for (const [id, row] of identitiesBefore) expect(identitiesAfter.get(id), context).toEqual(row)
        expect(await databaseViolations(ctx.database.db), context).toEqual([])
      }),
      { numRuns: RUNS },
    )
  }, 120_000)
})

test(`${RUNS * 3} requests to made-up paths and methods: JSON 404 or 405-like refusals, never 5xx`, async () => {
  const segment = fc.oneof(
    fc.constantFrom('api', 'events', 'user', 'admin', 'media', 'registrations', 'auth', 'docs', 'my'),
    fc.webSegment(),
  )
  const request = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
    path: fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/api/${parts.join('/')}`),
    who: identity,
  })
  await fc.assert(
    fc.asyncProperty(request, async ({ method, path, who }) => {
      const before = await tableFingerprints(ctx.database.db)
      const auth = authorization[who]
      const res = await ctx.request(path, { method, headers: auth ? { authorization: auth } : {} })
      const text = await res.text()
      count('made-up paths and methods', res.status)
      expect(res.status, `${method} ${path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500)
      if (res.status >= 400 && method !== 'HEAD')
        expect(res.headers.get('content-type')).toStartWith('application/json')
      expect(await tableFingerprints(ctx.database.db)).toEqual(before)
    }),
    { numRuns: RUNS * 3 },
  )
}, 120_000)
