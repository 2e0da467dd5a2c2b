/**
 * A jam's two hot moments on PostgreSQL 15 (docs/jams.md, docs/benchmarks.md): ratings pouring
 * into one jam in `voting` (every request through the production server, each one checking the
 * phase, the rater's entry and its build in its statement), and the results computed once when
 * voting closes, for 200 entries × 50 raters × 6 categories (60,000 scores).
 *
 * Each of 200 entries has one member, who rates the 50 entries after their own (in a ring), so
 * every entry gets 50 raters. The ratings go over HTTP from 64 callers at once; then the jam is
 * moved to `results` and the first GET of the results (which computes and stores the snapshot,
 * with the EXP rows) is timed, and a second (reading the snapshot).
 */
import { openPostgres } from '../../api/src/db/client'
import { JAM_DEFAULT_CATEGORIES } from '../../api/src/shared/jams'
import { insertEntry, insertJam, moveJamTo } from '../../api/test/jam-fixtures'
import { insertStudents } from '../../api/test/rushes'
import { startPostgres } from '../lib/postgres'
import { startClubServer, stopOnInterrupt } from './server'

export const JAM_BENCH = { entries: 200, ratersPerEntry: 50, callers: 64 }

export interface JamsRun {
  entries: number
  raters_per_entry: number
  categories: number
  ratings: number
  ratings_per_s: number
  ratings_p50_ms: number
  ratings_p99_ms: number
  results_ms: number
  results_again_ms: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

export async function benchJams(log: (line: string) => void): Promise<JamsRun> {
  const cluster = await startPostgres()
  const stopPg = stopOnInterrupt(() => cluster.stop())
  const database = openPostgres(cluster.url, 4)
  try {
    await database.migrate()
    const server = await startClubServer(cluster.url)
    try {
      const { entries, ratersPerEntry, callers } = JAM_BENCH
      const categories = [...JAM_DEFAULT_CATEGORIES]
      const jam = await insertJam(database.db, { phase: 'voting', categories, minRatings: 5 })
      const { ids, tokens } = await insertStudents(database.db, entries, 'jam', server.jwtSecret)
      const entryIds: string[] = []
      for (const id of ids) entryIds.push((await insertEntry(database.db, jam.id, [id])).entryId)
      log(`  seeded a jam in voting: ${entries} entries with a build, one member each`)

      const work = ids.flatMap((_, rater) =>
        Array.from({ length: ratersPerEntry }, (_, k) => ({ rater, entry: (rater + 1 + k) % entries })),
      )
      const times: number[] = []
      let next = 0
      let failures = 0
      const started = performance.now()
      const caller = async () => {
        while (next < work.length) {
          const { rater, entry } = work[next++]!
          const scores = Object.fromEntries(categories.map((category, i) => [category, 1 + ((rater + entry + i) % 5)]))
          const sent = performance.now()
          const response = await fetch(`${server.url}/api/jams/${jam.id}/entries/${entryIds[entry]}/ratings`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${tokens[rater]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ scores }),
          })
          await response.arrayBuffer()
          times.push(performance.now() - sent)
          if (response.status !== 200) failures++
        }
      }
      await Promise.all(Array.from({ length: callers }, caller))
      const seconds = (performance.now() - started) / 1000
      if (failures > 0) throw new Error(`${failures} of ${work.length} ratings were refused`)
      times.sort((a, b) => a - b)
      const perSecond = work.length / seconds
      log(
        `  ${work.length} ratings (${categories.length} scores each) from ${callers} callers: ${perSecond.toFixed(0)} ratings/s, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
      )

      await moveJamTo(database.db, jam.id, 'results')
      const timed = async () => {
        const sent = performance.now()
        const response = await fetch(`${server.url}/api/jams/${jam.id}/results`)
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`GET results: ${response.status}`)
        return performance.now() - sent
      }
      const first = await timed()
      const again = await timed()
      log(
        `  results for ${entries} entries × ${ratersPerEntry} raters × ${categories.length} categories: ${first.toFixed(0)} ms (computed and stored), then ${again.toFixed(1)} ms`,
      )
      return {
        entries,
        raters_per_entry: ratersPerEntry,
        categories: categories.length,
        ratings: work.length,
        ratings_per_s: Math.round(perSecond),
        ratings_p50_ms: Math.round(percentile(times, 0.5) * 10) / 10,
        ratings_p99_ms: Math.round(percentile(times, 0.99) * 10) / 10,
        results_ms: Math.round(first),
        results_again_ms: Math.round(again * 10) / 10,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.close()
    await stopPg()
  }
}
