/**
 * The demo events of `bun run db:seed`, and adding them idempotently: the event's name is the
 * natural key, so a second run (or two at once, on PostgreSQL) adds nothing that is already there.
 * Dates are relative to the day it runs, at a whole hour on the club's clock.
 */
import { inArray, sql } from 'drizzle-orm'
import { newId } from '../lib/ids'
import type { EventType } from '../shared/constants'
import { zonedToInstant } from '../shared/datetime-local'
import { wallClock } from '../shared/time-zone'
import type { Db } from './client'
import { events } from './schema'

export const DEMO_EVENTS: Array<{
  name: string
  description: string
  days: number
  hour: number
  /** How long it lasts: what its description says (its calendar entry ends then). */
  hours: number
  /** Its description says "weekend": it starts on the Saturday nearest `days` (later when upcoming, earlier when past). */
  weekend?: boolean
  location: string
  points: number
  type: EventType
  isActive?: boolean
}> = [
  {
    name: 'Winter Gameathon 2026',
    description:
      'Forty-eight hours, one theme revealed at the opening. Teams of up to four build a playable game in any engine. Mentors on the floor all weekend, food included, and the top three teams get their games featured at the spring fest.',
    days: 12,
    hour: 10,
    hours: 48,
    weekend: true,
    location: 'Central Computing Lab, Block C',
    points: 150,
    type: 'Gameathon',
  },
  {
    name: 'Unreal Engine 5: Your First Level',
    description:
      'A hands-on workshop by Team Unreal. Bring a laptop with Unreal Engine 5 installed; we will block out a level, light it with Lumen and package a build you can share by the end of the evening.',
    days: 5,
    hour: 16,
    hours: 3,
    location: 'Seminar Hall 2',
    points: 60,
    type: 'Speaker Session',
  },
  {
    name: 'Blender Speed-Modelling Contest',
    description:
      'Sixty minutes, one prompt, one low-poly prop. Judged live on silhouette, topology and charm. Beginners welcome: Team Blender runs a twenty-minute warm-up before the clock starts.',
    days: 19,
    hour: 14,
    hours: 2,
    location: 'Design Studio, Library Building',
    points: 80,
    type: 'Designathon',
  },
  {
    name: 'Valorant Campus Cup',
    description:
      'Five-a-side tournament, double elimination, casted on the club stream. Register as a player; teams are formed at check-in if you come solo.',
    days: 26,
    hour: 11,
    hours: 8,
    location: 'Esports Arena, Student Activity Centre',
    points: 100,
    type: 'Game Tournament',
  },
  {
    name: 'Prototype Jam: One Button Games',
    description:
      'A weekend jam where every game must be playable with a single button. Finished prototypes were shown at the showcase.',
    days: -30,
    hour: 10,
    hours: 48,
    weekend: true,
    location: 'Central Computing Lab, Block C',
    points: 120,
    type: 'Hackathon',
  },
  {
    name: 'Orientation: Meet the Club',
    description: 'Our opening session for the year: what each team does, how events work and how EXP and ranks add up.',
    days: -75,
    hour: 15,
    hours: 2,
    location: 'Main Auditorium',
    points: 30,
    type: 'Speaker Session',
    isActive: false,
  },
]

/** Arbitrary key of the transaction lock that makes concurrent seeds take turns. */
const SEED_LOCK_KEY = 4_242_018

/** `days` after the club's today (negative: before), at `hour`:00 on the club's clock. */
export function clubDayAt(now: Date, days: number, hour: number, timeZone: string): Date {
  const today = wallClock(now, timeZone)
  if (!today) throw new Error('the seed needs a readable clock')
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days))
  const fields = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0 }
  return zonedToInstant(fields, timeZone)
}

/** When a demo event starts: `days` after today at `hour`, moved to a Saturday for a weekend event. */
export function demoStart(now: Date, event: (typeof DEMO_EVENTS)[number], timeZone: string): Date {
  let days = event.days
  if (event.weekend) {
    const today = wallClock(now, timeZone)
    if (!today) throw new Error('the seed needs a readable clock')
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day + days)).getUTCDay()
    days += days >= 0 ? (6 - weekday + 7) % 7 : -((weekday + 1) % 7)
  }
  return clubDayAt(now, days, event.hour, timeZone)
}

export interface SeedResult {
  added: number
  alreadyThere: number
}

/**
 * Adds the demo events whose name no event has yet, deleted ones included (an admin who deleted
 * a demo event does not get it back). One transaction under an advisory lock: a second seed
 * waits, then finds the first one's events.
 */
export async function seedDemoEvents(db: Db, { timeZone, now = new Date() }: { timeZone: string; now?: Date }) {
  return db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const names = DEMO_EVENTS.map((event) => event.name)
    const existing = await tx.select({ name: events.name }).from(events).where(inArray(events.name, names))
    const present = new Set(existing.map((row) => row.name))
    const missing = DEMO_EVENTS.filter((event) => !present.has(event.name))
    if (missing.length)
      await tx.insert(events).values(
        missing.map((event) => ({
          id: newId(),
          name: event.name,
          description: event.description,
          date: demoStart(now, event, timeZone),
          endsAt: new Date(demoStart(now, event, timeZone).getTime() + event.hours * 3_600_000),
          location: event.location,
          pointsAwarded: event.points,
          isActive: event.isActive ?? true,
          type: event.type,
        })),
      )
    return { added: missing.length, alreadyThere: present.size }
  })
}
