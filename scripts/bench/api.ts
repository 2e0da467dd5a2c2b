/**
 * The API routes under load on one database: the server is started from the production build,
 * seeded through its own API (an admin, 50 events, members), then each route gets wrk for the
 * same duration, one after the other. Memory is read from /proc before and after.
 */
import { ClubClient, type Session } from '../lib/club-client'
import { startPostgres } from '../lib/postgres'
import { ADMIN_EMAIL, startClubServer, stopOnInterrupt, treePssMb } from './server'
import { fixedRequestScript, loginScript, registrationScript, runWrk, type WrkResult, wrkLine } from './wrk'

export type DbKind = 'pglite' | 'postgres'

export const ROUTES = [
  'GET /api/events',
  'GET /api/user/profile',
  'POST /api/auth/login',
  'POST /api/registrations/:id',
] as const
export type Route = (typeof ROUTES)[number]

export type RouteResult = WrkResult & { rss_after_mb: number }

export interface DbRun {
  db: DbKind
  routes: Record<Route, RouteResult>
  memory: {
    idle_mb: number
    after_load_mb: number
    right_after_load_mb: number
    peak_mb: number
    database_server_mb?: number
  }
  /** The events list as the server answered it (the baseline serves the same bytes). */
  eventsJson: string
  seeded: { events: number; members: number; pairs: number }
}

const LISTED_EVENTS = 50
const PASSWORD = 'correct-horse-1'
const memberEmail = (i: number) => `member${i}@bench.test`
const TYPES = ['Hackathon', 'Designathon', 'Gameathon', 'Game Tournament', 'Speaker Session'] as const

/** An event as an admin would write it (a paragraph of description), `day` days from now. */
function eventBody(i: number, day: number) {
  return {
    name: `Bench night ${i + 1}: ${TYPES[i % TYPES.length]}`,
    description:
      'Bring a laptop and an idea. Teams of up to four build a small game around a theme announced at the start; ' +
      'mentors from the club walk around to help with engines, art and sound. Snacks are on us. Every participant ' +
      'earns EXP, and the three best games are shown at the next general meeting.',
    date: new Date(Date.now() + day * 24 * 3600 * 1000).toISOString(),
    location: `Lab ${(i % 6) + 1}, Computer Science Block`,
    pointsAwarded: 10 + (i % 5) * 5,
    type: TYPES[i % TYPES.length],
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i] as T, i)
    }),
  )
  return results
}

export async function createEvents(client: ClubClient, admin: Session, from: number, count: number): Promise<string[]> {
  const created = await pool(
    Array.from({ length: count }, (_, k) => from + k),
    4,
    (i) => client.expect<{ _id: string }>(201, 'POST', '/api/events', eventBody(i, 2 + i), admin.token),
  )
  return created.map((event) => event._id)
}

/** The admin (made one by `bun run admin:grant`) and the 50 events that `GET /api/events` lists. */
export async function seedListedEvents(
  client: ClubClient,
  grantAdmin: (email: string) => void,
): Promise<{ admin: Session; eventIds: string[] }> {
  const admin = await client.signUpAdmin('benchadmin', ADMIN_EMAIL, grantAdmin)
  return { admin, eventIds: await createEvents(client, admin, 0, LISTED_EVENTS) }
}

export interface ApiOptions {
  seconds: number
  /** Members × events ≥ the registrations wrk can make in `seconds` (checked: 409s would show). */
  members: number
  registrationEvents: number
  log: (line: string) => void
  /** Called once the server is seeded, before the first load (the bench runs its baseline there). */
  beforeLoad?: (eventsJson: string) => Promise<void>
}

export async function benchDatabase(db: DbKind, options: ApiOptions, tmp: string): Promise<DbRun> {
  const cluster = db === 'postgres' ? await startPostgres() : null
  const pg = cluster && { url: cluster.url, pid: cluster.pid, stop: stopOnInterrupt(() => cluster.stop()) }
  const server = await startClubServer(pg?.url ?? null)
  try {
    await Bun.sleep(1_000)
    const idle = server.memory()
    const client = new ClubClient(server.url)
    const run = (name: string, script: string, path: string) =>
      runWrk({ url: `${server.url}${path}`, script, seconds: options.seconds, dir: tmp, name: `${db}-${name}` })

    const { admin, eventIds: listed } = await seedListedEvents(client, server.grantAdmin)
    const reader = await client.signUp('benchreader', 'reader@bench.test')
    const eventsJson = await (await fetch(`${server.url}/api/events`)).text()
    const count = (JSON.parse(eventsJson) as unknown[]).length
    if (count !== LISTED_EVENTS) throw new Error(`GET /api/events listed ${count} events, not ${LISTED_EVENTS}`)

    await options.beforeLoad?.(eventsJson)
    const routes = {} as Record<Route, RouteResult>
    const report = (route: Route, wrk: WrkResult) => {
      const result = { ...wrk, rss_after_mb: server.memory().rss_mb }
      routes[route] = result
      const statuses = result.statuses ? ` ${JSON.stringify(result.statuses)}` : ''
      options.log(`  ${db.padEnd(8)} ${route.padEnd(28)} ${wrkLine(result)}${statuses}`)
    }

    report('GET /api/events', await run('events', fixedRequestScript({}), '/api/events'))
    report(
      'GET /api/user/profile',
      await run(
        'profile',
        fixedRequestScript({ headers: { authorization: `Bearer ${reader.token}` } }),
        '/api/user/profile',
      ),
    )
    // Members (argon2 makes signing them up the slow part of seeding): they log in, then register in
    // fresh (member, event) pairs.
    const started = performance.now()
    const members = await pool(
      Array.from({ length: options.members }, (_, i) => i),
      4,
      (i) => client.signUp(`benchmember${i}`, memberEmail(i)),
    )
    const extra = await createEvents(client, admin, LISTED_EVENTS, options.registrationEvents - LISTED_EVENTS)
    const eventIds = [...listed, ...extra]
    options.log(
      `  ${db.padEnd(8)} seeded ${members.length} members and ${eventIds.length} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    // Many students logging in at once, each into their own account.
    report(
      'POST /api/auth/login',
      await run(
        'login',
        loginScript(
          members.map((_, i) => memberEmail(i)),
          PASSWORD,
        ),
        '/',
      ),
    )
    report(
      'POST /api/registrations/:id',
      await run(
        'registrations',
        registrationScript(
          members.map((member) => member.token),
          eventIds,
        ),
        '/',
      ),
    )

    // Right after the load the heap still holds its garbage; Bun collects it within a second or two
    // of idling. Both are kept: the settled figure is the one the target is checked against.
    await Bun.sleep(500)
    const rightAfter = server.memory()
    await Bun.sleep(2_500)
    const after = server.memory()
    return {
      db,
      routes,
      memory: {
        idle_mb: idle.rss_mb,
        after_load_mb: after.rss_mb,
        right_after_load_mb: rightAfter.rss_mb,
        peak_mb: after.peak_mb,
        // PGlite's database lives in the server process; PostgreSQL's in processes of its own.
        ...(pg ? { database_server_mb: treePssMb(pg.pid) } : {}),
      },
      eventsJson,
      seeded: { events: eventIds.length, members: members.length, pairs: members.length * eventIds.length },
    }
  } finally {
    await server.stop()
    await pg?.stop()
  }
}
