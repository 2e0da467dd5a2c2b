/**
 * The API killed with SIGKILL in the middle of a load of registrations, on PostgreSQL (fsync on)
 * and on the embedded PGlite: started again on the same data, every registration that got a 201
 * is there, none twice, EXP matching the ledger. Run by `bun run test faults`.
 */
import { describe, expect, test } from 'bun:test'
import { startServer } from '../server'
import {
  clientOf,
  expectAcknowledgedKept,
  openForCheck,
  ownPostgres,
  productionEnv,
  seconds,
  seed,
  tempDataDir,
} from './cluster'
import { RegistrationLoad } from './load'

const RESTART_WITHIN_MS = 30_000

describe.each(['postgres', 'pglite'] as const)('SIGKILL under load on %s', (kind) => {
  test('after a restart every acknowledged registration is present', async () => {
    const dataDir = tempDataDir()
    const databaseUrl = kind === 'postgres' ? (await ownPostgres({ fsync: true })).url : null
    const where = databaseUrl ? { databaseUrl } : { dataDir }
    const env = productionEnv(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir })
    const first = await startServer(env)
    const { members, events } = await seed(clientOf(first), { members: 8, events: 25 })
    const load = new RegistrationLoad([first.url], members, events)
    const running = load.run()
    await load.untilAcknowledged(40)
    const killed = await first.stop('SIGKILL')
    expect(killed.code).not.toBe(0)
    load.stop()
    await running
    const acknowledged = new Set(load.acknowledged)
    // Nothing can have been acknowledged by a dead process: what the load saw is final.
    expect(acknowledged.size).toBeGreaterThanOrEqual(40)

    const restartAt = performance.now()
    const second = await startServer(env, RESTART_WITHIN_MS)
    const restarted = performance.now() - restartAt
    // Through the API: each member's own list holds what they were told was registered.
    for (const member of members) {
      const { data } = await clientOf(second).api.registrations.my.get({
        headers: { authorization: `Bearer ${member.token}` },
      })
      const mine = new Set(data?.map((registration) => `${member.id}/${registration.event._id}`))
      expect([...acknowledged].filter((pair) => pair.startsWith(member.id) && !mine.has(pair))).toEqual([])
    }
    expect((await second.stop('SIGTERM')).code).toBe(0)

    // And in the database itself, once the server is gone (PGlite has one user at a time).
    const database = openForCheck(where)
    try {
      const stored = await expectAcknowledgedKept(database, acknowledged)
      console.log(
        `SIGKILL on ${kind}: ${acknowledged.size} acknowledged, ${stored} stored; restarted and healthy in ${seconds(restarted)}`,
      )
    } finally {
      await database.close()
    }
  }, 120_000)
})
