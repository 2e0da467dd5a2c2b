/**
 * "Exactly one check-in and at most one award per student, however often a scan is re-sent and
 * however many scanners scan the same student" (docs/product.md#check-in-at-the-door): requests
 * at the same moment, then the rows themselves are counted. On PostgreSQL they run in parallel on
 * a pool of connections; on PGlite they interleave on one.
 */
import { describe, expect, test } from 'bun:test'
import { checkedInAt, doorWithStudents, noncesOf, scan } from '../../../test/check-in'
import { databaseViolations } from '../../../test/db-checks'
import { entriesOf, expOf, registerAs, unregisterAs } from '../../../test/roster'
import { insertMembers, setupApp, signUpAdmin, tally } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db
const SCANNERS = 10
const HEAVY_MS = 30_000

describe('one ticket scanned at once', () => {
  test(
    `${SCANNERS} scans with different nonces: one 201, the rest 200 naming that check-in, one award`,
    async () => {
      const { event, students } = await doorWithStudents(ctx, admin.token, 1, { pointsAwarded: 60 })
      const ticket = students[0]!.ticket!
      const answers = await Promise.all(
        Array.from({ length: SCANNERS }, () =>
          scan(ctx, admin.token, event._id, { ticket, nonce: crypto.randomUUID() }),
        ),
      )
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 200: SCANNERS - 1 })
      const first = answers.find((answer) => answer.status === 201)!
      expect(first.body.expAwarded).toBe(60)
      for (const answer of answers) expect(answer.body.checkIn).toEqual(first.body.checkIn)
      // Every later answer saw the award (their user row is read after the first check-in).
      for (const answer of answers) expect(answer.body.user?.exp).toBe(60)
      expect(await entriesOf(ctx, students[0]!.user._id)).toEqual([['attendance', 60]])
      expect(await noncesOf(ctx, event._id)).toHaveLength(SCANNERS)
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    `the same nonce ${SCANNERS} times at once: the same answer each time, one write`,
    async () => {
      const { event, students } = await doorWithStudents(ctx, admin.token, 1, { pointsAwarded: 40 })
      const body = { ticket: students[0]!.ticket!, nonce: crypto.randomUUID(), scannedAt: new Date().toISOString() }
      const answers = await Promise.all(Array.from({ length: SCANNERS }, () => scan(ctx, admin.token, event._id, body)))
      expect(answers.map((answer) => answer.status)).toEqual(Array(SCANNERS).fill(201))
      for (const answer of answers) expect(answer).toEqual(answers[0]!)
      expect(await noncesOf(ctx, event._id)).toHaveLength(1)
      expect(await entriesOf(ctx, students[0]!.user._id)).toEqual([['attendance', 40]])
      expect(await expOf(ctx, students[0]!.user._id)).toBe(40)
    },
    HEAVY_MS,
  )

  test(
    'one nonce sent for two tickets at once: one is checked in, the other refused with nothing written',
    async () => {
      for (let round = 0; round < 5; round++) {
        const { event, students } = await doorWithStudents(ctx, admin.token, 2)
        const nonce = crypto.randomUUID()
        const answers = await Promise.all(
          students.map((student) => scan(ctx, admin.token, event._id, { ticket: student.ticket!, nonce })),
        )
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
        const loser = students[answers.findIndex((answer) => answer.status === 422)]!
        expect(await entriesOf(ctx, loser.user._id)).toEqual([])
        expect(await noncesOf(ctx, event._id)).toHaveLength(1)
      }
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )
})

describe('the door of a jam', () => {
  test(
    '40 students scanned at once, each by two scanners: 40 check-ins, 40 awards',
    async () => {
      const { event, students } = await doorWithStudents(ctx, admin.token, 40, { pointsAwarded: 25 })
      const scans = students.flatMap((student) => [student, student])
      const answers = await Promise.all(
        scans.map((student) =>
          scan(ctx, admin.token, event._id, { ticket: student.ticket!, nonce: crypto.randomUUID() }),
        ),
      )
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 40, 200: 40 })
      for (const student of students) expect(await expOf(ctx, student.user._id)).toBe(25)
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    'a scan while the student cancels: either checked in and kept, or cancelled and refused',
    async () => {
      const outcomes = new Set<string>()
      for (let round = 0; round < 8; round++) {
        const { event, students } = await doorWithStudents(ctx, admin.token, 1)
        const student = students[0]!
        const [scanned, cancelled] = await Promise.all([
          scan(ctx, admin.token, event._id, { ticket: student.ticket!, nonce: crypto.randomUUID() }),
          unregisterAs(ctx, event._id, student.token),
        ])
        const outcome = `${scanned.status}/${cancelled.status}`
        expect(['201/409', '404/200']).toContain(outcome)
        outcomes.add(outcome)
        expect(await entriesOf(ctx, student.user._id)).toEqual(outcome === '201/409' ? [['attendance', 50]] : [])
      }
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    'a waitlisted student scanned while the seat ahead is given back: checked in after the promotion, or refused before it',
    async () => {
      const statuses = new Set<number>()
      for (let round = 0; round < 10; round++) {
        const { event, students } = await doorWithStudents(ctx, admin.token, 1, { capacity: 1 })
        const [waiting] = await insertMembers(ctx, 1)
        expect((await registerAs(ctx, event._id, waiting!.token)).status).toBe(201)
        const [scanned, cancelled] = await Promise.all([
          scan(ctx, admin.token, event._id, { userId: waiting!.user._id, nonce: crypto.randomUUID() }),
          unregisterAs(ctx, event._id, students[0]!.token),
        ])
        expect(cancelled.status).toBe(200)
        expect(scanned.status).toBeLessThan(500)
        statuses.add(scanned.status)
        const checkedIn = await checkedInAt(ctx, waiting!.user._id, event._id)
        expect(checkedIn !== null).toBe(scanned.status === 201)
      }
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )
})
