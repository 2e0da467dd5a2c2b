/**
 * The audience award (docs/jams.md#audience-award): only people checked in at the showcase event
 * vote, once (again moves the vote), during voting or the event's check-in window; the results
 * count the votes.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { doorWithStudents, scan } from '../../../test/check-in'
import { jamWithTeams, moveJamTo } from '../../../test/jam-fixtures'
import { bearer, setupApp, signUpAdmin } from '../../../test/support'
import { events, jamAudienceVotes, jams } from '../../db/schema'
import { AUDIENCE_CLOSED, NO_SHOWCASE, NOT_CHECKED_IN } from './audience'

const ctx = await setupApp()
const db = ctx.database.db
const admin = await signUpAdmin(ctx)

const vote = (token: string, jamId: string, entryId: string) =>
  ctx.api.api.jams({ id: jamId })['audience-vote'].put({ entryId }, bearer(token))

/** A showcase open for check-in now with three students, the first two checked in; a jam in voting. */
async function showcase() {
  const { event, students } = await doorWithStudents(ctx, admin.token, 3)
  for (const student of students.slice(0, 2))
    expect(
      (await scan(ctx, admin.token, event._id, { ticket: student.ticket!, nonce: crypto.randomUUID() })).status,
    ).toBe(201)
  const { jam, entries } = await jamWithTeams(ctx, [1, 1, 1], { showcaseEventId: event._id, withoutBuild: [2] })
  return { event, students, jam, entries }
}

describe('PUT /api/jams/:id/audience-vote', () => {
  test('a checked-in person votes; again moves the vote; not checked in 403', async () => {
    const { students, jam, entries } = await showcase()
    const [a, b] = entries
    const first = await vote(students[0]!.token, jam.id, a!.entryId)
    expect(first.status).toBe(200)
    expect(first.data?.entryId).toBe(a!.entryId)
    expect((await vote(students[0]!.token, jam.id, b!.entryId)).status).toBe(200)
    expect(
      await db
        .select({ entryId: jamAudienceVotes.entryId })
        .from(jamAudienceVotes)
        .where(eq(jamAudienceVotes.jamId, jam.id)),
    ).toEqual([{ entryId: b!.entryId }])
    const refused = await vote(students[2]!.token, jam.id, a!.entryId)
    expect(refused.status).toBe(403)
    expect(refused.error?.value).toEqual({ message: NOT_CHECKED_IN })
  })

  test('an entry without a build, or unknown, is 404; a jam without a showcase is 409', async () => {
    const { students, jam, entries } = await showcase()
    expect((await vote(students[0]!.token, jam.id, entries[2]!.entryId)).status).toBe(404)
    expect((await vote(students[0]!.token, jam.id, crypto.randomUUID())).status).toBe(404)
    expect((await vote(students[0]!.token, jam.id, 'nope')).status).toBe(404)
    await db.update(jams).set({ showcaseEventId: null }).where(eq(jams.id, jam.id))
    const none = await vote(students[0]!.token, jam.id, entries[0]!.entryId)
    expect(none.status).toBe(409)
    expect(none.error?.value).toEqual({ message: NO_SHOWCASE })
  })

  test("after voting, open while the showcase's check-in is; 409 once that closed too", async () => {
    const { event, students, jam, entries } = await showcase()
    await moveJamTo(db, jam.id, 'results')
    expect((await vote(students[0]!.token, jam.id, entries[0]!.entryId)).status).toBe(200)
    // The showcase was two days ago: its window closed an hour after its default four hours.
    await db.update(events).set({ date: sql`now() - interval '2 days'` }).where(eq(events.id, event._id))
    const late = await vote(students[1]!.token, jam.id, entries[0]!.entryId)
    expect(late.status).toBe(409)
    expect(late.error?.value).toEqual({ message: AUDIENCE_CLOSED })
    // During voting, the window does not matter.
    await moveJamTo(db, jam.id, 'voting')
    expect((await vote(students[1]!.token, jam.id, entries[1]!.entryId)).status).toBe(200)
  })

  test('the results count the votes, most first', async () => {
    const { students, jam, entries } = await showcase()
    await vote(students[0]!.token, jam.id, entries[1]!.entryId)
    await vote(students[1]!.token, jam.id, entries[1]!.entryId)
    await moveJamTo(db, jam.id, 'results')
    const { data } = await ctx.api.api.jams({ id: jam.id }).results.get()
    expect(data?.audience).toEqual([{ entryId: entries[1]!.entryId, votes: 2 }])
    // Counted at every request: a vote moved while the showcase's check-in is open shows at once.
    await vote(students[1]!.token, jam.id, entries[0]!.entryId)
    const again = await ctx.api.api.jams({ id: jam.id }).results.get()
    expect(again.data?.audience).toEqual(
      [
        { entryId: entries[0]!.entryId, votes: 1 },
        { entryId: entries[1]!.entryId, votes: 1 },
      ].sort((x, y) => (x.entryId < y.entryId ? -1 : 1)),
    )
    expect(
      await db.$count(
        jamAudienceVotes,
        and(eq(jamAudienceVotes.jamId, jam.id), eq(jamAudienceVotes.userId, students[1]!.user._id)),
      ),
    ).toBe(1)
  })
})
