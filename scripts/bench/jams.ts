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
import { readFileSync } from 'node:fs'
import { openPostgres } from '../../api/src/db/client'
import { JAM_DEFAULT_CATEGORIES } from '../../api/src/shared/jams'
import { insertEntry, insertJam, moveJamTo } from '../../api/test/jam-fixtures'
import { insertStudents } from '../../api/test/rushes'
import { startPostgres } from '../lib/postgres'
import { CLOCK_TICKS_PER_S, startClubServer, stopOnInterrupt, treeCpuSeconds } from './server'

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
  /**
   * Cores busy during the ratings (CPU seconds ÷ wall seconds, from /proc): the API server, the
   * PostgreSQL server with its backends, this process's 64 callers, and the whole machine (every
   * other job on it included). Absent from runs before 26 Nov.
   */
  ratings_cores?: { api: number; postgres: number; callers: number; machine: number }
}

/** CPU seconds the whole machine used so far (every core, from /proc/stat). */
function machineCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  // user nice system idle iowait irq softirq steal: all but idle and iowait.
  const busy = ticks.slice(0, 8).reduce((sum, tick, i) => (i === 3 || i === 4 ? sum : sum + Number(tick)), 0)
  return busy / CLOCK_TICKS_PER_S
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
      const cpuBefore = {
        api: treeCpuSeconds(server.pid),
        postgres: treeCpuSeconds(cluster.pid),
        callers: process.cpuUsage(),
        machine: machineCpuSeconds(),
      }
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
      const callersCpu = process.cpuUsage(cpuBefore.callers)
      const cores = {
        api: (treeCpuSeconds(server.pid) - cpuBefore.api) / seconds,
        postgres: (treeCpuSeconds(cluster.pid) - cpuBefore.postgres) / seconds,
        callers: (callersCpu.user + callersCpu.system) / 1e6 / seconds,
        machine: (machineCpuSeconds() - cpuBefore.machine) / seconds,
      }
      const round2 = (x: number) => Math.round(x * 100) / 100
      if (failures > 0) throw new Error(`${failures} of ${work.length} ratings were refused`)
      times.sort((a, b) => a - b)
      const perSecond = work.length / seconds
      log(
        `  ${work.length} ratings (${categories.length} scores each) from ${callers} callers: ${perSecond.toFixed(0)} ratings/s, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
      )
      log(
        `  cores busy meanwhile: API ${cores.api.toFixed(2)}, PostgreSQL ${cores.postgres.toFixed(2)}, the callers ${cores.callers.toFixed(2)}, the machine ${cores.machine.toFixed(2)} of 2`,
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
        ratings_cores: {
          api: round2(cores.api),
          postgres: round2(cores.postgres),
          callers: round2(cores.callers),
          machine: round2(cores.machine),
        },
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.close()
    await stopPg()
  }
}
