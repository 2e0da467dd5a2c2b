/**
 * Two API processes on one PostgreSQL, requests alternating between them, as behind a load
 * balancer: every guarantee that holds for one process holds for the pair. Run by
 * `bun run test replicas`.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { MAX_AGE_MS } from '../../src/modules/events/list-cache'
import { SERVABLE_MAX_AGE_MS } from '../../src/modules/games/served-builds'
import { LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS } from '../../src/shared/constants'
import { databaseViolations, queryRows } from '../db-checks'
import { fakeProviderEnv } from '../fake-oauth-clients'
import { fakeAccount, startFakeProvider } from '../fake-oauth-provider'
import { cookiesOf } from '../oauth-flow'
import { type RunningServer, startServer } from '../server'
import { bearer, dataUrl, eventInput, IMAGES, uniqueUser } from '../support'
import { makeZip } from '../zip'
import {
  type Client,
  clientOf,
  expectAcknowledgedKept,
  type Member,
  openForCheck,
  ownPostgres,
  productionEnv,
  seed,
  tempDataDir,
} from './cluster'
import { RegistrationLoad } from './load'

const pg = await ownPostgres()
const fake = await startFakeProvider()
afterAll(() => fake.close())
// One public address for both, as behind one reverse proxy: OAuth redirect URIs are built from it.
// One STORAGE_DIR for both (a shared volume), and one games host in front of both games ports.
const storageDir = tempDataDir()
const env = productionEnv({
  DATABASE_URL: pg.url,
  PUBLIC_URL: 'http://club.test',
  GAMES_ORIGIN: 'http://games.club.test',
  STORAGE_DIR: storageDir,
  ...fakeProviderEnv(fake.url),
})
// Started together: both migrate the same empty database at once (the advisory lock's job).
const servers = await Promise.all([startServer(env), startServer(env)])
const [one, two] = servers.map((server) => clientOf(server)) as [Client, Client]
const urls = servers.map((server) => server.url)

interface RegistrationAnswer {
  registration: { status: 'registered' | 'waitlisted'; waitlistPosition: number | null }
}

describe('two API processes on one PostgreSQL', () => {
  test('registration is exactly once under concurrency split across both', async () => {
    const { members, events } = await seed(one, { members: 6, events: 4 })
    // Every member asks for every event five times at once, alternating between the processes.
    const attempts = members.flatMap((member) =>
      events.flatMap((eventId) => Array.from({ length: 5 }, () => ({ member, eventId }))),
    )
    const statuses = await Promise.all(
      attempts.map(({ member, eventId }, i) =>
        fetch(`${urls[i % 2]}/api/registrations/${eventId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member.token}` },
        }).then((response) => ({ pair: `${member.id}/${eventId}`, status: response.status })),
      ),
    )
    const won = statuses.filter((answer) => answer.status === 201).map((answer) => answer.pair)
    expect(won.length).toBe(members.length * events.length)
    expect(new Set(won).size).toBe(won.length)
    expect(statuses.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([])
    const database = openForCheck({ databaseUrl: pg.url })
    try {
      expect(await expectAcknowledgedKept(database, won)).toBeGreaterThanOrEqual(won.length)
    } finally {
      await database.close()
    }
    for (const member of members)
      expect((await two.api.user.profile.get(bearer(member.token))).data?.exp).toBe(events.length * 10)
  }, 60_000)

  test('a load alternating between them: every 201 is stored once', async () => {
    const { members, events } = await seed(two, { members: 4, events: 10 })
    const load = new RegistrationLoad(urls, members, events)
    await load.run()
    expect(load.answers.filter((answer) => answer.status !== 201)).toEqual([])
    expect(load.acknowledged.size).toBe(members.length * events.length)
  }, 60_000)

  test('capacity holds across both: 20 at once into 5 seats, then cancellations promote in queue order', async () => {
    const { admin, members } = await seed(one, { members: 20, events: 0 })
    const created = await two.api.events.post(
      eventInput({ name: 'Replica capacity', capacity: 5, pointsAwarded: 10 }),
      bearer(admin.token),
    )
    const eventId = created.data!._id
    const call = (method: 'POST' | 'DELETE', member: Member, i: number) =>
      fetch(`${urls[i % 2]}/api/registrations/${eventId}`, {
        method,
        headers: { authorization: `Bearer ${member.token}` },
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as RegistrationAnswer }))
    const answers = await Promise.all(members.map((member, i) => call('POST', member, i)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    const seated = members.filter((_, i) => answers[i]!.body.registration.status === 'registered')
    expect(seated).toHaveLength(5)
    const positions = answers.flatMap((answer) => answer.body.registration.waitlistPosition ?? [])
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
    // Three seats given back at once, through both: the first three waiting take them, in order.
    const byPosition = members
      .map((member, i) => ({ member, position: answers[i]!.body.registration.waitlistPosition }))
      .filter((entry) => entry.position !== null)
      .sort((a, b) => a.position! - b.position!)
      .map((entry) => entry.member)
    const left = await Promise.all(seated.slice(0, 3).map((member, i) => call('DELETE', member, i)))
    expect(left.map((answer) => answer.status)).toEqual([200, 200, 200])
    const database = openForCheck({ databaseUrl: pg.url })
    try {
      const rows = await queryRows<{ user_id: string; status: string }>(
        database.db,
        sql`select user_id, status from registrations where event_id = ${eventId} and status = 'registered'`,
      )
      expect(new Set(rows.map((row) => row.user_id))).toEqual(
        new Set([...seated.slice(3), ...byPosition.slice(0, 3)].map((member) => member.id)),
      )
      expect(await databaseViolations(database.db)).toEqual([])
    } finally {
      await database.close()
    }
    for (const [i, member] of byPosition.slice(3).entries()) {
      const [mine] = (await (i % 2 ? one : two).api.registrations.my.get(bearer(member.token))).data ?? []
      expect(mine?.waitlistPosition).toBe(i + 1)
    }
    // The list's counts: at once where the last write went, within MAX_AGE_MS on the other.
    await Bun.sleep(MAX_AGE_MS + 50)
    for (const client of [one, two]) {
      const listed = (await client.api.events.get()).data?.find((event) => event._id === eventId)
      expect(listed).toMatchObject({ registeredCount: 5, waitlistCount: 12, spotsLeft: 0 })
    }
  }, 60_000)

  test('the last seat given back on one while asked for on the other, five times: one seat, the queue first', async () => {
    const { admin, members } = await seed(one, { members: 3, events: 0 })
    const [holder, waiting, newcomer] = members as [Member, Member, Member]
    const call = (method: 'POST' | 'DELETE', member: Member, eventId: string, url: string) =>
      fetch(`${url}/api/registrations/${eventId}`, { method, headers: { authorization: `Bearer ${member.token}` } })
    for (let round = 0; round < 5; round++) {
      const created = await one.api.events.post(eventInput({ capacity: 1 }), bearer(admin.token))
      const eventId = created.data!._id
      expect((await call('POST', holder, eventId, urls[0]!)).status).toBe(201)
      expect((await call('POST', waiting, eventId, urls[1]!)).status).toBe(201)
      const [left, joined] = await Promise.all([
        call('DELETE', holder, eventId, urls[round % 2]!),
        call('POST', newcomer, eventId, urls[(round + 1) % 2]!),
      ])
      expect([left.status, joined.status]).toEqual([200, 201])
      const mine = async (member: Member) => (await two.api.registrations.my.get(bearer(member.token))).data
      expect((await mine(waiting))?.find((r) => r.event._id === eventId)?.status).toBe('registered')
      expect((await mine(newcomer))?.find((r) => r.event._id === eventId)).toMatchObject({
        status: 'waitlisted',
        waitlistPosition: 1,
      })
    }
  }, 60_000)

  test('two scanners on two processes scan the same tickets at once: one check-in, one award each', async () => {
    const { admin, members } = await seed(one, { members: 8, events: 0 })
    const created = await two.api.events.post(
      eventInput({
        name: 'Replica door',
        expOn: 'attendance',
        pointsAwarded: 30,
        date: new Date(Date.now() + 1_800_000).toISOString(),
      }),
      bearer(admin.token),
    )
    const eventId = created.data!._id
    const tickets: string[] = []
    for (const [i, member] of members.entries()) {
      const answer = await (i % 2 ? one : two).api.registrations({ eventId }).post(undefined, bearer(member.token))
      tickets.push(answer.data!.registration.ticket!)
    }
    const post = (url: string, body: Record<string, string>) =>
      fetch(`${url}/api/events/${eventId}/check-ins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }))
    // Each ticket: three scans with their own nonces on each process, and one scan's nonce resent to both.
    const scans = tickets.flatMap((ticket) => {
      const resent = { ticket, nonce: crypto.randomUUID() }
      return [
        ...Array.from({ length: 6 }, (_, i) => ({ url: urls[i % 2]!, body: { ticket, nonce: crypto.randomUUID() } })),
        { url: urls[0]!, body: resent },
        { url: urls[1]!, body: resent },
      ]
    })
    const answers = await Promise.all(scans.map((scan) => post(scan.url, scan.body)))
    for (const ticket of tickets) {
      const mine = answers.filter((_, i) => scans[i]!.body.ticket === ticket)
      expect(mine.filter((answer) => answer.status === 201)).toHaveLength(
        // The resent nonce may be the one that checked in: then both of its answers are that 201.
        mine.slice(6).some((answer) => answer.status === 201) ? 2 : 1,
      )
      expect(mine.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
      expect(mine[6]).toEqual(mine[7]!)
    }
    const database = openForCheck({ databaseUrl: pg.url })
    try {
      const [row] = await queryRows<{ checked: string; awards: string }>(
        database.db,
        sql`select (select count(*) from registrations where event_id = ${eventId} and checked_in_at is not null) as checked,
                   (select count(*) from exp_ledger where event_id = ${eventId} and reason = 'attendance') as awards`,
      )
      expect([Number(row?.checked), Number(row?.awards)]).toEqual([members.length, members.length])
      expect(await databaseViolations(database.db)).toEqual([])
    } finally {
      await database.close()
    }
    for (const member of members) expect((await one.api.user.profile.get(bearer(member.token))).data?.exp).toBe(30)
  }, 60_000)

  test('the self check-in code shown by one is accepted by the other', async () => {
    const { admin, members } = await seed(two, { members: 1, events: 0 })
    const created = await one.api.events.post(
      eventInput({ date: new Date(Date.now() + 1_800_000).toISOString() }),
      bearer(admin.token),
    )
    const eventId = created.data!._id
    await two.api.registrations({ eventId }).post(undefined, bearer(members[0]!.token))
    const shown = await one.api.events({ id: eventId })['check-in-code'].get(bearer(admin.token))
    const typed = await two.api
      .registrations({ eventId })
      ['check-in'].post({ code: shown.data!.code }, bearer(members[0]!.token))
    expect(typed.status).toBe(201)
  })

  test('login throttling is shared: failures on either count, and both refuse', async () => {
    const member = uniqueUser('throttled')
    expect((await one.api.auth.signup.post(member)).status).toBe(201)
    const wrong = { email: member.email, password: 'not-the-password' }
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await (i % 2 ? two : one).api.auth.login.post(wrong)).status).toBe(401)
    for (const client of [one, two]) {
      const refused = await client.api.auth.login.post({ email: member.email, password: member.password })
      expect(refused.status).toBe(429)
    }
  })

  test('an image uploaded through one is served by the other', async () => {
    const { admin } = await seed(one, { members: 0, events: 0 })
    const created = await one.api.events.post(
      eventInput({ imageUrl: dataUrl('image/png', IMAGES.png) }),
      bearer(admin.token),
    )
    expect(created.status).toBe(201)
    const image = await fetch(`${urls[1]}${created.data?.imageUrl}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(IMAGES.png)
  })

  test('the events list: a change made through one is listed by the other within MAX_AGE_MS', async () => {
    const { admin } = await seed(one, { members: 0, events: 0 })
    const names = async (client: Client) => (await client.api.events.get()).data?.map((event) => event.name) ?? []
    await names(two) // its copy filled and confirmed just now
    const created = await one.api.events.post(eventInput({ name: 'Replica night' }), bearer(admin.token))
    expect(created.status).toBe(201)
    expect(await names(one)).toContain('Replica night') // at once where it was written
    await Bun.sleep(MAX_AGE_MS + 50) // the other's copy can no longer be served without a check
    expect(await names(two)).toContain('Replica night')
    await two.api.events({ id: created.data!._id }).delete(undefined, bearer(admin.token))
    expect(await names(two)).not.toContain('Replica night')
    await Bun.sleep(MAX_AGE_MS + 50)
    expect(await names(one)).not.toContain('Replica night')
  })

  test('a token from one is accepted by the other, admin role included', async () => {
    const { admin } = await seed(two, { members: 0, events: 0 })
    const member = await one.api.auth.signup.post(uniqueUser('roaming'))
    expect((await two.api.user.profile.get(bearer(member.data!.token))).data?._id).toBe(member.data!.user._id)
    expect((await one.api.admin.users.get(bearer(admin.token))).status).toBe(200)
  })

  test('a session both have served is refused by both as soon as its token version is raised', async () => {
    // Each process remembers the signatures it has checked (docs/decisions/0162); the version is
    // still read from the database for every request, so a password reset anywhere counts at once.
    const member = await one.api.auth.signup.post(uniqueUser('revoked'))
    const token = member.data!.token
    for (const client of [one, two, one, two])
      expect((await client.api.user.profile.get(bearer(token))).status).toBe(200)
    const database = openForCheck({ databaseUrl: pg.url })
    try {
      await database.db.execute(
        sql`update users set token_version = token_version + 1 where id = ${member.data!.user._id}`,
      )
    } finally {
      await database.close()
    }
    for (const client of [two, one]) expect((await client.api.user.profile.get(bearer(token))).status).toBe(401)
  })

  test.each(['google', 'discord'] as const)('%s sign-in started on one finishes on the other', async (provider) => {
    const start = await fetch(`${urls[0]}/api/auth/${provider}`, { redirect: 'manual' })
    expect(start.status).toBe(302)
    const back = await fake.consent(start.headers.get('location') ?? '', fakeAccount())
    const cookie = [...cookiesOf(start)].map(([name, value]) => `${name}=${value}`).join('; ')
    const finish = async (headers: Record<string, string>) => {
      const response = await fetch(`${urls[1]}${back.pathname}${back.search}`, { redirect: 'manual', headers })
      return new URL(response.headers.get('location') ?? 'missing:', 'http://club.test').searchParams
    }
    // Without the first process's cookies the second refuses: the state check is real.
    expect((await finish({})).get('error')).toBe('invalid_state')
    const signedIn = await finish({ cookie })
    expect(signedIn.get('error')).toBeNull()
    const profile = await one.api.user.profile.get(bearer(signedIn.get('token') ?? ''))
    expect(profile.data?.[provider === 'google' ? 'googleId' : 'discordId']).toBeTruthy()
  })

  test('a build uploaded through one server is served by the other; deleted there, it stops at once there and within SERVABLE_MAX_AGE_MS on the other', async () => {
    const { admin } = await seed(one, { members: 0, events: 0 })
    const token = admin?.token ?? ''
    const game = await one.api.games.post({ title: 'Replicated' }, bearer(token))
    const gameId = game.data?._id ?? ''
    const zip = makeZip([
      { name: 'index.html', data: '<!doctype html><title>Replicated</title>' },
      { name: 'game.js', data: 'console.log("served by both")' },
    ])
    const created = await fetch(`${urls[0]}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${token}`,
        'upload-length': String(zip.length),
        'content-type': 'application/offset+octet-stream',
      },
      body: zip,
    })
    expect(created.status).toBe(201)
    const uploadId = created.headers.get('location')?.split('/').pop() ?? ''
    const built = await one.api.games({ id: gameId }).build.post({ uploadId }, bearer(token))
    expect(built.status).toBe(201)
    expect(built.data?.build.playUrl).toStartWith('http://games.club.test/b/')
    await two.api.games({ id: gameId }).put({ status: 'published' }, bearer(token))
    const path = `/b/${built.data?.build._id}/game.js`
    const [first, second] = servers as [RunningServer, RunningServer]
    // Each server's games port, and each main port under the games host's name (one proxy in front).
    for (const url of [`${second.gamesUrl}${path}`, `${first.gamesUrl}${path}`]) {
      const answer = await fetch(url)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('console.log("served by both")')
    }
    const byHost = await fetch(`${second.url}${path}`, { headers: { host: 'games.club.test' } })
    expect(byHost.status).toBe(200)
    expect((await fetch(`${second.url}${path}`)).status).toBe(404)
    expect((await two.api.games({ id: gameId }).delete({}, bearer(token))).status).toBe(200)
    expect((await fetch(`${second.gamesUrl}${path}`)).status).toBe(404)
    // The other keeps what it read for at most SERVABLE_MAX_AGE_MS (decision 0295).
    await Bun.sleep(SERVABLE_MAX_AGE_MS + 50)
    expect((await fetch(`${first.gamesUrl}${path}`)).status).toBe(404)
  }, 60_000)

  test('both stop cleanly on SIGTERM', async () => {
    for (const server of servers) expect((await server.stop('SIGTERM')).code).toBe(0)
  })
})
