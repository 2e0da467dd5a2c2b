/**
 * PostgreSQL restarted (crash-stopped, fsync on) in the middle of a load of registrations:
 * while it is down every answer is a quick 503 with a readable message, never a hang or a 500;
 * within 5 s of its return the API registers people again; and afterwards every registration
 * that got a 201 is in the database, none twice. Run by `bun run test faults`.
 */
import { describe, expect, test } from 'bun:test'
import { CONNECT_TIMEOUT_SECONDS } from '../../src/db/client'
import { startServer } from '../server'
import { clientOf, expectAcknowledgedKept, openForCheck, ownPostgres, productionEnv, seconds, seed } from './cluster'
import { RegistrationLoad } from './load'

const OUTAGE_MS = 3_000
const ANSWER_WITHIN_MS = 1_000
const RECOVER_WITHIN_MS = 5_000

async function healthStatus(url: string) {
  const started = performance.now()
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })
  return { status: response.status, ms: performance.now() - started, body: await response.json() }
}

describe('PostgreSQL restarts under load', () => {
  test('503 quickly while it is down, registrations again within 5 s, nothing acknowledged lost', async () => {
    const pg = await ownPostgres({ fsync: true })
    const server = await startServer(productionEnv({ DATABASE_URL: pg.url, DB_POOL_SIZE: '10' }))
    const { members, events } = await seed(clientOf(server), { members: 12, events: 25 })
    const load = new RegistrationLoad([server.url], members, events)
    const running = load.run()
    await load.untilAcknowledged(40)

    await pg.halt('immediate') // as if the machine lost power: only what was flushed survives
    const downAt = performance.now()
    const healthWhileDown = []
    while (performance.now() - downAt < OUTAGE_MS)
      healthWhileDown.push(
        await healthStatus(server.url).catch((error) => {
          throw new Error(`the server is gone (${error}): ${server.output.stderr.slice(-3000)}`)
        }),
      )
    const restartAt = performance.now()
    await pg.start() // returns once it accepts connections again, crash recovery done
    const upAt = performance.now()

    let healthyAt: number | undefined
    while (healthyAt === undefined && performance.now() - upAt < 30_000) {
      if ((await healthStatus(server.url)).status === 200) healthyAt = performance.now()
    }
    await running

    // While down: health is 503 and says why, at once.
    expect(healthWhileDown.length).toBeGreaterThan(2)
    for (const answer of healthWhileDown) {
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual({ status: 'unavailable', message: 'The database is not answering' })
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
    // Registrations sent while it was down: all 503, quickly.
    const duringOutage = load.sentBetween(downAt, restartAt)
    expect(duringOutage.length).toBeGreaterThan(10)
    expect(duringOutage.filter((answer) => answer.status !== 503)).toEqual([])
    const slowest = Math.max(...duringOutage.map((answer) => answer.ms))
    expect(slowest).toBeLessThan(ANSWER_WITHIN_MS)
    // While it replays its log and opens up again, PostgreSQL itself holds connections back:
    // still an answer, 503 or success, within the connect timeout.
    const whileStarting = load.sentBetween(restartAt, upAt)
    expect(whileStarting.filter((answer) => ![201, 409, 503].includes(answer.status))).toEqual([])
    const slowestStarting = Math.max(0, ...whileStarting.map((answer) => answer.ms))
    expect(slowestStarting).toBeLessThan(CONNECT_TIMEOUT_SECONDS * 1000 + 2_000)
    expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([])

    // Back: the first registration acknowledged after the restart, and health.
    const firstAfter = load.sentBetween(upAt).find((answer) => answer.status === 201)
    expect(firstAfter).toBeDefined()
    const recovered = (firstAfter?.at ?? Number.POSITIVE_INFINITY) - upAt
    console.log(
      `PostgreSQL restart: ${duringOutage.length} answers while down, slowest ${slowest.toFixed(0)} ms; ` +
        `PostgreSQL back in ${seconds(upAt - restartAt)} (slowest answer meanwhile ${slowestStarting.toFixed(0)} ms); ` +
        `registrations recovered in ${seconds(recovered)}, health in ${seconds((healthyAt ?? Number.NaN) - upAt)}; ` +
        `${load.acknowledged.size} acknowledged, ${load.alreadyRegistered.size} answered 409 after a lost answer`,
    )
    expect(recovered).toBeLessThan(RECOVER_WITHIN_MS)

    const database = openForCheck({ databaseUrl: pg.url })
    try {
      const stored = await expectAcknowledgedKept(database, load.acknowledged)
      // Each pair was finally answered 201 or 409; so every pair is registered exactly once.
      expect(stored).toBe(members.length * events.length)
    } finally {
      await database.close()
    }
    expect((await server.stop('SIGTERM')).code).toBe(0)
  }, 120_000)
})
