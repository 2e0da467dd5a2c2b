/**
 * Model-based: random sequences of registering, cancelling and capacity changes against the real
 * API, each step compared with a ten-line model of a fair queue (docs/decisions/0140). After every
 * step: the same people hold seats, the waiting are in the same order with positions 1..n, and
 * everyone's EXP is the event's points exactly when they hold a seat (never twice: lego#4059).
 * WAITLIST_RUNS=200 bun test waitlist.property digs deeper.
 */
import { expect, test } from 'bun:test'
import fc from 'fast-check'
import { expOf, myRegistrations, registerAs, seatsAndQueue, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, setupApp, signUpAdmin } from '../../../test/support'

const RUNS = Number(process.env.WAITLIST_RUNS ?? 15)
const PEOPLE = 5
const POINTS = 10

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

type Step = { op: 'register'; who: number } | { op: 'unregister'; who: number } | { op: 'capacity'; to: number | null }

/** The fair queue: seats first come first served, the rest wait in order of registering. */
class Model {
  queue: number[] = [] // who, in order of registering (live registrations only)
  constructor(public capacity: number | null) {}
  get seats() {
    return this.capacity === null ? this.queue.length : Math.min(this.capacity, this.queue.length)
  }
  /** The status code the API must answer. */
  apply(step: Step): number {
    if (step.op === 'register') {
      if (this.queue.includes(step.who)) return 409
      this.queue.push(step.who)
      return 201
    }
    if (step.op === 'unregister') {
      if (!this.queue.includes(step.who)) return 404
      this.queue = this.queue.filter((who) => who !== step.who)
      return 200
    }
    if (step.to !== null && step.to < this.seats) return 409
    this.capacity = step.to
    return 200
  }
  registered = () => this.queue.slice(0, this.seats)
  waitlisted = () => this.queue.slice(this.seats)
}

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('register' as const), who: fc.nat(PEOPLE - 1) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('unregister' as const), who: fc.nat(PEOPLE - 1) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('capacity' as const), to: fc.option(fc.integer({ min: 1, max: 4 })) }),
  },
)

test(`${RUNS} random sequences: seats, queue order, positions and EXP match the model after every step`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 3 }),
      fc.array(step, { minLength: 8, maxLength: 24, size: 'max' }),
      async (capacity, steps) => {
        const event = await createEvent(ctx, admin.token, { capacity, pointsAwarded: POINTS })
        const people = await insertMembers(ctx, PEOPLE)
        const ids = people.map((person) => person.user._id)
        const model = new Model(capacity)
        for (const [i, s] of steps.entries()) {
          const expected = model.apply(s)
          const answer =
            s.op === 'register'
              ? await registerAs(ctx, event._id, people[s.who]!.token)
              : s.op === 'unregister'
                ? await unregisterAs(ctx, event._id, people[s.who]!.token)
                : await ctx.api.api.events({ id: event._id }).put({ capacity: s.to }, bearer(admin.token))
          const context = `step ${i} ${JSON.stringify(s)} of ${JSON.stringify(steps)} (capacity ${capacity})`
          expect(answer.status, context).toBe(expected)
          expect(await seatsAndQueue(ctx, event._id), context).toEqual({
            registered: model.registered().map((who) => ids[who]!),
            waitlisted: model.waitlisted().map((who) => ids[who]!),
          })
          for (const [who, person] of people.entries()) {
            const seated = model.registered().includes(who)
            expect(await expOf(ctx, person.user._id), `${context}: EXP of ${who}`).toBe(seated ? POINTS : 0)
          }
        }
        // What each student is shown: the position is their place among the waiting, from 1.
        for (const [who, person] of people.entries()) {
          const [mine] = await myRegistrations(ctx, person.token)
          const place = model.waitlisted().indexOf(who)
          expect(mine?.waitlistPosition ?? null).toBe(place === -1 ? null : place + 1)
        }
      },
    ),
    { numRuns: RUNS },
  )
}, 300_000)
