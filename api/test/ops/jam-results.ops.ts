/**
 * A jam's results on two API processes sharing one PostgreSQL (docs/jams.md#results-and-the-formula):
 * both are asked for the results at once, the moment after voting closed, and give one snapshot,
 * the same answer, and one set of ledger rows. Run by `bun run test replicas`.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { expLedger, jamResults, users } from '../../src/db/schema'
import { JAM_DEFAULTS } from '../../src/shared/jams'
import { databaseViolations } from '../db-checks'
import { allScores, insertEntry, insertJam, moveJamTo } from '../jam-fixtures'
import { startServer } from '../server'
import { bearer, uniqueUser } from '../support'
import { claims, makeToken } from '../tokens'
import { clientOf, openForCheck, ownPostgres, productionEnv, tempDataDir } from './cluster'

const pg = await ownPostgres()
const env = productionEnv({ DATABASE_URL: pg.url, PUBLIC_URL: 'http://club.test', STORAGE_DIR: tempDataDir() })
const servers = await Promise.all([startServer(env), startServer(env)])
const [one, two] = servers.map((server) => clientOf(server))

describe('two API processes compute a jam’s results', () => {
  test('asked at once by both: one snapshot, identical answers, one ledger row per person and reason', async () => {
    const database = openForCheck({ databaseUrl: pg.url })
    try {
      const db = database.db
      // 12 people in 6 teams of 2, straight into the database, with tokens the servers accept.
      const people = Array.from({ length: 12 }, () => ({ id: Bun.randomUUIDv7(), ...uniqueUser('jammer') }))
      await db.insert(users).values(people.map(({ id, username, email }) => ({ id, username, email })))
      const jam = await insertJam(db, { phase: 'voting', minRatings: 1 })
      const teams = []
      for (let i = 0; i < 6; i++) {
        const members = people.slice(i * 2, i * 2 + 2)
        teams.push({
          ...(await insertEntry(
            db,
            jam.id,
            members.map((member) => member.id),
          )),
          members,
        })
      }
      // Everyone rates every other entry, through both servers in turn.
      let turn = 0
      for (const [t, team] of teams.entries())
        for (const member of team.members)
          for (const [o, other] of teams.entries()) {
            if (o === t) continue
            const api = turn++ % 2 ? two! : one!
            const token = makeToken(claims(member.id))
            const scores = allScores(['Overall', 'Fun'], ((o * 3 + t) % 5) + 1)
            const answer = await api.api
              .jams({ id: jam.id })
              .entries({ entryId: other.entryId })
              .ratings.put({ scores }, bearer(token))
            expect(answer.status).toBe(200)
          }
      await moveJamTo(db, jam.id, 'results')
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? two! : one!).api.jams({ id: jam.id }).results.get()),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
      for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data!)
      expect(await db.$count(jamResults, eq(jamResults.jamId, jam.id))).toBe(1)
      const rows = await db
        .select({
          reason: expLedger.reason,
          n: sql<number>`count(*)::int`,
          people: sql<number>`count(distinct ${expLedger.userId})::int`,
        })
        .from(expLedger)
        .where(and(eq(expLedger.jamId, jam.id)))
        .groupBy(expLedger.reason)
      const participation = rows.find((row) => row.reason === 'jam_participation')
      expect([Number(participation?.n), Number(participation?.people)]).toEqual([12, 12])
      const placement = rows.find((row) => row.reason === 'jam_placement')
      expect(Number(placement?.n)).toBe(Number(placement?.people))
      expect(Number(placement?.n)).toBeGreaterThanOrEqual(6)
      // users.exp is the ledger's sum, for everyone.
      expect(await databaseViolations(db)).toEqual([])
      const [winner] = answers[0]!.data!.categories.Overall!
      const winners = teams.find((team) => team.entryId === winner!.entryId)!.members
      const [paid] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, winners[0]!.id))
      expect(paid!.exp).toBe(JAM_DEFAULTS.participationExp + JAM_DEFAULTS.placementExp[0])
    } finally {
      await database.close()
    }
  }, 120_000)
})
