/**
 * The leaderboard as each API process serves it (decision 0160): each period's standings read
 * whole, kept, and checked against the leaderboard's version (api/src/lib/checked-copy.ts), so a
 * page is cut from memory and a student's own row is a map lookup. Pages are kept as JSON text,
 * so a repeated page costs no serialization either.
 */
import type { Db } from '../../db/client'
import { type CheckedCopy, checkedCopy, coalesced, MAX_AGE_MS } from '../../lib/checked-copy'
import type { Session } from '../../plugins/auth'
import { type LeaderboardPeriod, type Semester, semesterAt } from '../../shared/semesters'
import type { LeaderboardMe } from './model'
import { allTimeStandings, leaderboardVersion, type Standings, semesterStandings } from './standings'

/** Pages of one period's standings kept as text; past this many, the oldest are dropped. */
const PAGES_KEPT = 64

class ServedStandings {
  private readonly pages = new Map<string, string>()
  constructor(readonly standings: Standings) {}

  /** The answer without `me` and without its closing brace: `{"period":…,"entries":[…]`. */
  page(limit: number, offset: number): string {
    const key = `${limit}:${offset}`
    let text = this.pages.get(key)
    if (text === undefined) {
      const { period, from, to, entries } = this.standings
      text = JSON.stringify({
        period,
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
        total: entries.length,
        entries: entries.slice(offset, offset + limit),
      }).slice(0, -1)
      if (this.pages.size >= PAGES_KEPT) this.pages.delete(this.pages.keys().next().value as string)
      this.pages.set(key, text)
    }
    return text
  }

  /**
   * The signed-in user's own row; null when the token names nobody or is of an older version than
   * the standings know. A token newer than the standings (issued by a password reset the copy has
   * not been read again since) is the member's: versions only rise, and the auth plugin has already
   * checked it against the database.
   */
  me(session: Session): LeaderboardMe | null {
    const member = this.standings.byUser.get(session.userId)
    return member && typeof session.version === 'number' && member.tokenVersion <= session.version ? member.me : null
  }
}

export interface LeaderboardRequest {
  period: LeaderboardPeriod
  limit: number
  offset: number
  /** What the request's valid token says, or null. */
  session: Session | null
}

export function leaderboardCache(db: Db, options: { timeZone: string; now: () => Date; maxAgeMs?: number }) {
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS
  const version = coalesced(() => leaderboardVersion(db))
  const served = (load: () => Promise<Standings>) =>
    checkedCopy(version, () => load().then((standings) => new ServedStandings(standings)), maxAgeMs)
  const allTime = served(() => allTimeStandings(db))
  /** The current semester's copy; a new one when the clock crosses into the next semester. */
  let semester: { semester: Semester; copy: CheckedCopy<ServedStandings> } | null = null

  const semesterCopy = (now: Date) => {
    const time = now.getTime()
    if (!semester || time < semester.semester.from.getTime() || time >= semester.semester.to.getTime()) {
      const current = semesterAt(now, options.timeZone)
      semester = { semester: current, copy: served(() => semesterStandings(db, current.from, current.to)) }
    }
    return semester.copy
  }

  return {
    /** The answer as JSON text: at most `maxAgeMs` behind the database, never behind this process's writes. */
    async json({ period, limit, offset, session }: LeaderboardRequest): Promise<string> {
      const copy = period === 'all' ? allTime : semesterCopy(options.now())
      const standings = await copy.get()
      const head = standings.page(limit, offset)
      const me = session && standings.me(session)
      return me ? `${head},"me":${JSON.stringify(me)}}` : `${head}}`
    },
    /** Called after this process changed someone's EXP, name, picture or leaderboard setting. */
    written() {
      allTime.written()
      semester?.copy.written()
    },
  }
}

export type LeaderboardCache = ReturnType<typeof leaderboardCache>
