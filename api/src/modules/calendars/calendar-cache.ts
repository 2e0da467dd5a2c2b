/**
 * The public calendar files (an event's .ics, the club feed) from a copy of the events each process
 * keeps, checked against the events list's version (decisions 0101, 0163): every edit and delete
 * moves it in the writer's transaction. The files are written once per version and served as text.
 */
import { and, eq, gte, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cacheVersions, events, jams } from '../../db/schema'
import { checkedCopy, coalesced, MAX_AGE_MS } from '../../lib/checked-copy'
import { CLUB_FEED_DAYS_PAST, CLUB_NAME } from '../../shared/constants'
import { eventsListVersion } from '../events/list-cache'
import { jamScheduleColumns } from '../jams/phase'
import { type CalendarEventRow, calendarFile, icsFileName, vevent } from './event-ics'
import { type CalendarJamRow, jamVevents } from './jam-ics'

export const DAY_MS = 24 * 60 * 60 * 1000
export const CLUB_FEED_NAME = `${CLUB_NAME} events`

export interface CalendarText {
  body: string
  /** A strong validator of the body, so a calendar app that polls gets 304 when nothing changed. */
  etag: string
}

export const calendarText = (body: string): CalendarText => ({ body, etag: `"${Bun.hash(body).toString(36)}"` })

export const calendarColumns = {
  id: events.id,
  name: events.name,
  description: events.description,
  location: events.location,
  date: events.date,
  endsAt: events.endsAt,
  type: events.type,
  isActive: events.isActive,
  sequence: events.sequence,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  deletedAt: events.deletedAt,
}
type Row = CalendarEventRow & { isActive: boolean }

class CalendarSnapshot {
  private readonly files = new Map<string, CalendarText & { fileName: string }>()
  private feed: (CalendarText & { validUntil: number }) | null = null

  constructor(
    private readonly rows: Map<string, Row>,
    private readonly jams: CalendarJamRow[],
    private readonly publicUrl: string,
  ) {}

  /** One live event's file; null for an unknown or deleted one. */
  event(id: string): (CalendarText & { fileName: string }) | null {
    let file = this.files.get(id)
    if (!file) {
      const row = this.rows.get(id)
      if (!row || row.deletedAt) return null
      file = {
        ...calendarText(calendarFile([vevent(row, { publicUrl: this.publicUrl })])),
        fileName: icsFileName(row.name),
      }
      this.files.set(id, file)
    }
    return file
  }

  /**
   * Every active event whose date is at most CLUB_FEED_DAYS_PAST days past, deleted ones as
   * cancelled, and every jam whose voting closed at most as long ago (two VEVENTs each), soonest
   * first. Written again once the first of them has aged out.
   */
  clubFeed(now: number): CalendarText {
    if (!this.feed || now >= this.feed.validUntil) {
      const since = now - CLUB_FEED_DAYS_PAST * DAY_MS
      const listed = [...this.rows.values()]
        .filter((row) => row.isActive && row.date.getTime() >= since)
        .map((row) => ({ at: row.date.getTime(), id: row.id, vevents: [vevent(row, { publicUrl: this.publicUrl })] }))
      const jamsListed = this.jams
        .filter((jam) => jam.votingClosesAt.getTime() >= since)
        .map((jam) => ({ at: jam.startsAt.getTime(), id: jam.id, vevents: jamVevents(jam, this.publicUrl), jam }))
      const all = [...listed, ...jamsListed].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
      const validUntil = Math.min(
        ...listed.map((item) => item.at + CLUB_FEED_DAYS_PAST * DAY_MS + 1),
        ...jamsListed.map((item) => item.jam.votingClosesAt.getTime() + CLUB_FEED_DAYS_PAST * DAY_MS + 1),
      )
      const body = calendarFile(
        all.flatMap((item) => item.vevents),
        { name: CLUB_FEED_NAME },
      )
      this.feed = { ...calendarText(body), validUntil }
    }
    return this.feed
  }
}

/** Live events, and deleted ones still in the club feed's window (as of loading). */
async function loadRows(db: Db, now: Date): Promise<Map<string, Row>> {
  const since = new Date(now.getTime() - CLUB_FEED_DAYS_PAST * DAY_MS)
  const rows = await db
    .select(calendarColumns)
    .from(events)
    .where(or(isNull(events.deletedAt), and(eq(events.isActive, true), gte(events.date, since))))
  return new Map(rows.map((row) => [row.id, row]))
}

/** Live jams: the feed filters by date when it is written. */
const loadJams = (db: Db): Promise<CalendarJamRow[]> =>
  db
    .select({
      ...jamScheduleColumns,
      sequence: jams.sequence,
      createdAt: jams.createdAt,
      updatedAt: jams.updatedAt,
    })
    .from(jams)
    .where(isNull(jams.deletedAt))

/**
 * The calendar's version: the events list's, plus the jams' counter, which a trigger grows with
 * every statement that writes jams (migration 0015, decision 0265). Both only grow, so the sum does.
 */
async function calendarVersion(db: Db): Promise<number> {
  const [events, [jamsRow]] = await Promise.all([
    eventsListVersion(db),
    db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.name, 'jams')),
  ])
  if (!jamsRow) throw new Error('cache_versions has no jams row: its migration was not applied')
  return events + jamsRow.version
}

export function calendarCache(db: Db, options: { publicUrl: string; now: () => Date; maxAgeMs?: number }) {
  const copy = checkedCopy(
    coalesced(() => calendarVersion(db)),
    async () => {
      const [rows, jamRows] = await Promise.all([loadRows(db, options.now()), loadJams(db)])
      return new CalendarSnapshot(rows, jamRows, options.publicUrl)
    },
    options.maxAgeMs ?? MAX_AGE_MS,
  )
  return {
    /** The event's .ics; null when it is unknown or deleted. */
    event: async (id: string) => (await copy.get()).event(id),
    clubFeed: async () => (await copy.get()).clubFeed(options.now().getTime()),
    /** Called after this process wrote to events. */
    written: copy.written,
  }
}

export type CalendarCache = ReturnType<typeof calendarCache>
