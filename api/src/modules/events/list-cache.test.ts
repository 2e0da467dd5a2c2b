/**
 * The cached events list (decision 0101): never behind a write made through the same process,
 * at most MAX_AGE_MS behind one made elsewhere (another API process, or straight into the
 * database), and current at once when nothing confirmed it in the last MAX_AGE_MS.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import {
  bearer,
  buildContext,
  createEvent,
  eventInput,
  insertMembers,
  setupApp,
  signUpAdmin,
} from '../../../test/support'
import { events } from '../../db/schema'
import { coalesced, eventsListCache, eventsListVersion, MAX_AGE_MS } from './list-cache'

const one = await setupApp()
// A second app on the same database, with its own cache: as a second API process would be.
const two = buildContext(one.database)
const admin = await signUpAdmin(one)

const names = async (ctx: typeof one) => {
  const response = await ctx.request('/api/events')
  expect(response.status).toBe(200)
  return ((await response.json()) as { name: string }[]).map((event) => event.name)
}
const namesIn = (json: string) => (JSON.parse(json) as { name: string }[]).map((event) => event.name)
/** Long enough for any confirmation to have aged out. */
const aged = () => Bun.sleep(MAX_AGE_MS + 20)

describe('GET /api/events from its cache', () => {
  test('a write shows at once in the process that made it, and within MAX_AGE_MS in another', async () => {
    await names(one)
    await names(two) // both copies filled and just confirmed
    const created = await createEvent(one, admin.token, { name: 'Cache night' })
    expect(await names(one)).toContain('Cache night')
    await aged()
    expect(await names(two)).toContain('Cache night')
    await two.api.api.events({ id: created._id }).put({ name: 'Cache night, renamed' }, bearer(admin.token))
    expect(await names(two)).toContain('Cache night, renamed')
    await aged()
    expect(await names(one)).toContain('Cache night, renamed')
    expect(await names(one)).not.toContain('Cache night')
    await one.api.api.events({ id: created._id }).delete(undefined, bearer(admin.token))
    expect(await names(one)).not.toContain('Cache night, renamed')
    await aged()
    expect(await names(two)).not.toContain('Cache night, renamed')
  })

  test('a write straight into the database (not through the API) shows once the copy has aged', async () => {
    const created = await createEvent(one, admin.token, { name: 'Before' })
    expect(await names(one)).toContain('Before')
    await one.database.db.update(events).set({ name: 'After' }).where(eq(events.id, created._id))
    await aged()
    expect(await names(one)).toContain('After')
    expect(await names(one)).not.toContain('Before')
    await one.database.db.execute(sql`delete from events where id = ${created._id}`)
    await aged()
    expect(await names(one)).not.toContain('After')
  })

  test('the bound is real: within the age a copy may be served, after it never', async () => {
    const cache = eventsListCache(one.database.db, 60_000)
    const created = await createEvent(one, admin.token, { name: 'Old name' })
    expect(namesIn(await cache.json())).toContain('Old name')
    await one.database.db.update(events).set({ name: 'New name' }).where(eq(events.id, created._id))
    // Another writer, within the age: this copy does not know yet (the price of not waiting).
    expect(namesIn(await cache.json())).toContain('Old name')
    // Its own write (written() is what the routes call) makes it look again at once.
    cache.written()
    expect(namesIn(await cache.json())).toContain('New name')
    // With no age at all, every call waits for the database: always current.
    const strict = eventsListCache(one.database.db, 0)
    expect(namesIn(await strict.json())).toContain('New name')
    await one.database.db.update(events).set({ name: 'Newer name' }).where(eq(events.id, created._id))
    expect(namesIn(await strict.json())).toContain('Newer name')
  })

  test('every write to events moves the version, and so does every registration (its counts); reads do not', async () => {
    const start = await eventsListVersion(one.database.db)
    const created = await createEvent(one, admin.token)
    const afterCreate = await eventsListVersion(one.database.db)
    expect(afterCreate).toBeGreaterThan(start)
    await one.request('/api/events')
    await one.request(`/api/events/${created._id}`)
    expect(await eventsListVersion(one.database.db)).toBe(afterCreate)
    const member = await one.api.api.auth.signup.post({
      username: 'cachereader',
      email: 'cache-reader@students.test',
      password: 'correct-horse',
    })
    const registered = await one.request(`/api/registrations/${created._id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.data!.token}` },
    })
    expect(registered.status).toBe(201)
    const afterRegistering = await eventsListVersion(one.database.db)
    expect(afterRegistering).toBeGreaterThan(afterCreate)
    // A refused registration (already registered) writes nothing and moves nothing.
    const again = await one.request(`/api/registrations/${created._id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.data!.token}` },
    })
    expect(again.status).toBe(409)
    expect(await eventsListVersion(one.database.db)).toBe(afterRegistering)
  })

  test('a registration changes the counts this process lists at once, and another process within MAX_AGE_MS', async () => {
    const created = await createEvent(one, admin.token, { name: 'Counted', capacity: 3 })
    const counts = async (ctx: typeof one) => {
      const listed = (await (await ctx.request('/api/events')).json()) as {
        _id: string
        registeredCount: number
        spotsLeft: number | null
      }[]
      const event = listed.find((item) => item._id === created._id)
      return event && { registeredCount: event.registeredCount, spotsLeft: event.spotsLeft }
    }
    expect(await counts(one)).toEqual({ registeredCount: 0, spotsLeft: 3 })
    expect(await counts(two)).toEqual({ registeredCount: 0, spotsLeft: 3 }) // both copies just confirmed
    const [member] = await insertMembers(one, 1)
    expect(
      (await one.api.api.registrations({ eventId: created._id }).post(undefined, bearer(member!.token))).status,
    ).toBe(201)
    expect(await counts(one)).toEqual({ registeredCount: 1, spotsLeft: 2 })
    await aged()
    expect(await counts(two)).toEqual({ registeredCount: 1, spotsLeft: 2 })
    // And giving the seat back, through the other process.
    expect(
      (await two.api.api.registrations({ eventId: created._id }).delete(undefined, bearer(member!.token))).status,
    ).toBe(200)
    expect(await counts(two)).toEqual({ registeredCount: 0, spotsLeft: 3 })
    await aged()
    expect(await counts(one)).toEqual({ registeredCount: 0, spotsLeft: 3 })
  })

  test('the cached answer is the same JSON, headers included, as a fresh one', async () => {
    await createEvent(one, admin.token, eventInput({ name: 'Headers' }))
    const first = await one.request('/api/events')
    const second = await one.request('/api/events')
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(await second.text()).toBe(await first.text())
  })
})

describe('coalesced reads', () => {
  test('callers in the same turn share one read, sent after the last of them arrived', async () => {
    const log: string[] = []
    let reads = 0
    const get = coalesced(async () => {
      log.push('read sent')
      return ++reads
    })
    const first = get()
    log.push('caller 2')
    const second = get()
    log.push('caller 3')
    const third = get()
    expect(reads).toBe(0) // nothing sent yet: later callers of this turn may still join
    const answers = await Promise.all([first, second, third])
    expect(answers.map((answer) => answer.value)).toEqual([1, 1, 1])
    expect(log).toEqual(['caller 2', 'caller 3', 'read sent'])
  })

  test('a caller after the read was sent gets a new read, even while the first is still running', async () => {
    const release: (() => void)[] = []
    let reads = 0
    const get = coalesced(
      () =>
        new Promise<number>((resolve) => {
          const n = ++reads
          release.push(() => resolve(n))
        }),
    )
    const first = get()
    await Bun.sleep(1) // the first read is sent and in flight
    expect(reads).toBe(1)
    const second = get()
    await Bun.sleep(1)
    expect(reads).toBe(2) // not queued behind the first: both in flight
    release[1]!()
    expect((await second).value).toBe(2)
    release[0]!()
    expect((await first).value).toBe(1)
  })

  test('a failed read fails the callers that shared it, and only them', async () => {
    let calls = 0
    const get = coalesced(async () => {
      calls++
      if (calls === 1) throw new Error('database down')
      return calls
    })
    const first = get()
    const second = get()
    await expect(first).rejects.toThrow('database down')
    await expect(second).rejects.toThrow('database down')
    expect((await get()).value).toBe(2)
  })
})
