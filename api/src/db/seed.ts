/**
 * `bun run db:seed`: a handful of realistic events so a newcomer sees a living site.
 * Idempotent (an event whose name exists is skipped). Never run implicitly: production data is
 * only what admins create.
 */
import { eq } from 'drizzle-orm'
import { loadConfig } from '../config'
import { newId } from '../lib/ids'
import type { EventType } from '../shared/constants'
import { openDatabase } from './client'
import { events } from './schema'

const DAY = 24 * 3600 * 1000
/** A date `days` from now at `hour`:00 India time (UTC+5:30). */
function at(days: number, hour: number): Date {
  const d = new Date(Date.now() + days * DAY)
  d.setUTCHours(hour - 6, 30, 0, 0) // hour:00 IST = (hour - 5:30) UTC
  return d
}

const SEED: Array<{
  name: string
  description: string
  days: number
  hour: number
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
    location: 'Central Computing Lab, Block C',
    points: 120,
    type: 'Hackathon',
  },
  {
    name: 'Orientation: Meet the Club',
    description: 'Our opening session for the year: what each team does, how events work and how EXP and ranks add up.',
    days: -75,
    hour: 15,
    location: 'Main Auditorium',
    points: 30,
    type: 'Speaker Session',
    isActive: false,
  },
]

const config = loadConfig()
const database = openDatabase(config)
await database.migrate()
let added = 0
for (const event of SEED) {
  const [existing] = await database.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, event.name))
    .limit(1)
  if (existing) continue
  await database.db.insert(events).values({
    id: newId(),
    name: event.name,
    description: event.description,
    date: at(event.days, event.hour),
    location: event.location,
    pointsAwarded: event.points,
    isActive: event.isActive ?? true,
    type: event.type,
  })
  added++
}
await database.close()
console.log(`Seeded ${added} event(s) (${SEED.length - added} already there) into ${database.kind}.`)
