/**
 * A jam's notifications end to end (docs/jams.md#notifications): two notifiers ("servers") and a
 * real SMTP server on loopback. The jam's moments are set relative to the database's clock and
 * moved in the database; the notifiers' clock follows. The theme is in the start's message only
 * once the database says the jam has started, even for a server whose clock runs ahead.
 */
import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { insertMembers } from '../../../test/support'
import { gameBuilds, games, jamEntrants, jamEntries, jamEntryMembers, jams, users } from '../../db/schema'
import { JAM_DEFAULT_CATEGORIES, JAM_DEFAULTS } from '../../shared/jams'
import { notificationsHarness } from './test-support'

setDefaultTimeout(60_000)

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const { ctx, mailbox, server, setClock } = await notificationsHarness()
const db = ctx.database.db
const one = server()
const two = server()
async function bothServers(passes = 2) {
  for (let i = 0; i < passes; i++) await Promise.all([one.runOnce(), two.runOnce()])
}
/** The database's clock, which the jam's phases follow. */
async function dbNow(): Promise<number> {
  const [row] = await db
    .select({ now: sql<string>`(extract(epoch from now()) * 1000)::bigint::text` })
    .from(users)
    .limit(1)
  return Number(row!.now)
}
const jamMail = (email: string) => mailbox.to(email).filter((mail) => !/verify/i.test(mail.subject))

const [maker, partner, idle, outsider] = await insertMembers(ctx, 4)
const jamId = crypto.randomUUID()
/** Moves the jam: its moments relative to the database's now(), in seconds. */
async function moveJam(seconds: { start: number; close: number; votingCloses: number; grace?: number }) {
  await db
    .update(jams)
    .set({
      startsAt: sql`now() + ${sql.raw(`interval '${seconds.start} seconds'`)}`,
      submissionsCloseAt: sql`now() + ${sql.raw(`interval '${seconds.close} seconds'`)}`,
      votingClosesAt: sql`now() + ${sql.raw(`interval '${seconds.votingCloses} seconds'`)}`,
      graceMinutes: seconds.grace ?? 60,
    })
    .where(eq(jams.id, jamId))
  setClock(await dbNow())
}

describe('a jam tells its people at each moment, once, with two servers', () => {
  test('a new jam is announced to those who asked for announcements, without the theme', async () => {
    await db
      .update(users)
      .set({ notificationPrefs: { email: { announcements: true } } })
      .where(eq(users.id, outsider!.user._id))
    await db.insert(jams).values({
      id: jamId,
      slug: 'gravity-jam',
      title: 'Gravity Jam',
      description: 'Forty-eight hours, one theme.',
      startsAt: sql`now() + interval '2 days'`,
      submissionsCloseAt: sql`now() + interval '4 days'`,
      votingClosesAt: sql`now() + interval '10 days'`,
      theme: 'Falling Upwards',
      categories: [...JAM_DEFAULT_CATEGORIES],
      placementExp: JAM_DEFAULTS.placementExp,
    })
    await db.insert(jamEntrants).values([maker, partner, idle].map((member) => ({ jamId, userId: member!.user._id })))
    setClock(await dbNow())
    await bothServers()
    const [announced] = jamMail(outsider!.user.email)
    expect(jamMail(outsider!.user.email)).toHaveLength(1)
    expect(announced!.subject).toMatch(/^New game jam: Gravity Jam, from .* IST$/)
    expect(announced!.text).toContain('http://localhost:3000/jams/gravity-jam')
    expect(announced!.text).not.toContain('Falling Upwards')
    expect(jamMail(maker!.user.email)).toHaveLength(0) // email announcements are opt-in
  })

  test('the theme is out: a server whose clock runs ahead of the database waits; then each entrant gets it once', async () => {
    const ahead = (await dbNow()) + 2 * 24 * HOUR + MINUTE
    setClock(ahead) // the servers think the jam started; the database does not
    await bothServers()
    for (const member of [maker, partner, idle, outsider])
      expect(jamMail(member!.user.email).filter((m) => /started/.test(m.subject))).toHaveLength(0)

    await moveJam({ start: -1, close: 4 * 24 * 3600, votingCloses: 7 * 24 * 3600 })
    setClock(ahead + 10_000) // the same fast clock, past the retry it asked for
    await bothServers()
    for (const member of [maker, partner, idle]) {
      const got = jamMail(member!.user.email).filter((mail) => /has started/.test(mail.subject))
      expect(got.map((mail) => mail.subject)).toEqual(['Gravity Jam has started. The theme: Falling Upwards'])
      expect(got[0]!.text).toContain('The theme is: Falling Upwards')
      expect(got[0]!.text).toContain('IST')
    }
    expect(jamMail(outsider!.user.email)).toHaveLength(1) // not an entrant: the announcement only
  })

  test('an hour before the close, only entrants without an entry with a build are told', async () => {
    const gameId = crypto.randomUUID()
    const buildId = crypto.randomUUID()
    await db
      .insert(games)
      .values({ id: gameId, slug: `orbit-${gameId.slice(0, 8)}`, title: 'Orbit', status: 'published' })
    await db
      .insert(gameBuilds)
      .values({ id: buildId, gameId, indexPath: 'index.html', width: 960, height: 600, sizeBytes: 10, fileCount: 1 })
    const entryId = crypto.randomUUID()
    await db.insert(jamEntries).values({ id: entryId, jamId, gameId, buildId })
    await db
      .insert(jamEntryMembers)
      .values([maker, partner].map((member) => ({ entryId, jamId, userId: member!.user._id })))

    await moveJam({ start: -3600, close: 30 * 60, votingCloses: 7 * 24 * 3600 })
    await bothServers()
    const closing = (email: string) => jamMail(email).filter((mail) => /^1 hour left/.test(mail.subject))
    expect(closing(idle!.user.email).map((mail) => mail.subject)).toEqual([
      '1 hour left: submit your game to Gravity Jam',
    ])
    expect(closing(maker!.user.email)).toHaveLength(0)
    expect(closing(partner!.user.email)).toHaveLength(0)
  })

  test('voting opens at the end of grace, and the results are out when voting closes: each once', async () => {
    await moveJam({ start: -3 * 3600, close: -2 * 3600, votingCloses: 24 * 3600, grace: 60 })
    await bothServers()
    await moveJam({ start: -3 * 3600, close: -2 * 3600, votingCloses: -1, grace: 60 })
    await bothServers()
    await bothServers()
    for (const member of [maker, partner, idle]) {
      const subjects = jamMail(member!.user.email).map((mail) => mail.subject)
      expect(subjects.filter((subject) => subject === 'Voting is open: Gravity Jam')).toHaveLength(1)
      expect(subjects.filter((subject) => subject === 'Results are out: Gravity Jam')).toHaveLength(1)
    }
    expect(jamMail(outsider!.user.email)).toHaveLength(1)
  })
})
