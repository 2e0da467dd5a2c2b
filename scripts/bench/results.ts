/**
 * bench/results.json in the shape issue 7 asks for (extra fields beside the asked ones): each
 * route's entry beside the bare baseline, the club a year in, and the rushes. The targets checked
 * against it are targets.ts; the tables of docs/benchmarks.md, markdown.ts.
 */
import type { DbKind, DbRun, Route, RouteResult } from './api'
import type { GamesOriginEntry, GamesRun } from './games'
import type { JamsRun } from './jams'
import type { NewRoute, NewRoutesRun, Rush } from './new-routes'
import type { NotificationsRun } from './notifications'
import type { ScannerResult } from './scanner'
import type { UploadRun } from './upload'
import type { PageResult } from './web'
import type { WrkResult } from './wrk'

export interface ApiEntry {
  route: Route
  db: DbKind
  rps: number
  p50_ms: number
  p99_ms: number
  ratio_to_baseline: number
  p90_ms: number
  max_ms: number
  requests: number
  non_2xx: number
  socket_errors: RouteResult['socket_errors']
  statuses?: Record<string, number>
  /** POST routes: answers with the route's success status per second (201 registrations, 200 logins). */
  ok_per_s?: number
  rss_after_mb: number
}

export interface Baseline {
  rps: number
  p50_ms: number
  p99_ms: number
  runs: { rps: number; p50_ms: number; p99_ms: number }[]
  rss_mb: number
}

export interface Target {
  target: string
  value: string
  met: boolean
}

/** A route of the club a year in, on one database. */
export interface ScaleEntry {
  route: NewRoute
  db: DbKind
  rps: number
  p50_ms: number
  p99_ms: number
  ratio_to_baseline: number
  non_2xx: number
}

export interface RushEntry {
  rush: Rush
  db: 'postgres'
  per_s: number
  p50_ms: number
  p99_ms: number
  seconds: number
  statuses: Record<string, number>
  rows: string
  rows_ok: boolean
}

/** The key of `web` that pictures.ts's measurement is kept under (e2e/picture-sizes.ts: AVATAR_MEMBERS). */
export const PICTURES_KEY = '/leaderboard first visit, 50 avatars'

export interface PicturesVisit {
  /** When it was measured (`bun run bench --pictures` measures it alone). */
  measured: string
  /** The first visit: everything received until the network is quiet. */
  transferred_kib: number
  requests: number
  /** Pictures asked for in that visit (the rows in or near view) and their bytes. */
  pictures: number
  pictures_kib: number
  /** Whether every picture asked for, first visit and whole table, was a size (`?w=`). */
  every_picture_sized: boolean
  by_type_kib: Record<string, number>
  /** After scrolling through the whole table: every row's avatar. */
  whole_table_kib: number
  whole_table_pictures: number
  /** The whole table with the pictures as uploaded: what the page received before decision 0264. */
  as_uploaded_kib: number
  /** The 50 pictures' bytes as uploaded. */
  uploaded_kib: number
}

export const isPicturesVisit = (entry: object): entry is PicturesVisit => 'transferred_kib' in entry

export interface Results {
  /** The routes under wrk; and the games origin's file beside its own bare baseline (games.ts). */
  api: Record<string, ApiEntry | Baseline | GamesOriginEntry> & { baseline: Baseline }
  /** The leaderboard, calendars and rushes on a club a year into its life (5,000 students …). */
  at_scale: {
    seeded: { users: number; events: number; entries: number }
    baseline: { rps: number; p50_ms: number; p99_ms: number }
    routes: Record<string, ScaleEntry>
    rushes: Record<string, RushEntry>
  }
  /** Each page's first visit and Lighthouse scores; and /leaderboard's bytes with 50 avatars (pictures.ts). */
  web: Record<string, PageResult | PicturesVisit>
  /** The scanner's answer on a phone profile with the CPU slowed (e2e/check-in-performance.spec.ts). */
  scanner: ScannerResult
  /** Ratings into one jam and its results on PostgreSQL (jams.ts); absent from runs before jams. */
  jams?: JamsRun
  /** What the games pages were measured with (games.ts; `bun run bench --games` measures them alone). */
  games?: GamesRun['seeded'] & { measured: string }
  /** The reminders of an event of 2,000 registrants through the loopback SMTP server (notifications.ts). */
  notifications?: NotificationsRun
  /** A 150 MiB build's upload and the server's memory meanwhile (upload.ts). */
  upload?: UploadRun
  /** Seconds each part of the last run of it took (a part run alone replaces its own figure). */
  parts_s?: Record<string, number>
  memory: {
    idle_mb: number
    after_load_mb: number
    by_db: Partial<
      Record<
        DbKind,
        {
          idle_mb: number
          after_load_mb: number
          right_after_load_mb: number
          peak_mb: number
          database_server_mb?: number
        }
      >
    >
  }
  targets: Target[]
  machine: {
    date: string
    cores: number
    bun: string
    uptime_before: string
    uptime_after: string
    load_before: number[]
    load_after: number[]
  }
  settings: {
    connections: number
    threads: number
    seconds: number
    lighthouse_runs: number
    quick: boolean
    postgres: string
    seeded: Partial<Record<DbKind, DbRun['seeded']>>
  }
  duration_s: number
}

/** The key of a route's entry in `api`: the route and its database, e.g. "GET /api/events [postgres]". */
export const apiKey = (route: Route, db: DbKind) => `${route} [${db}]`

/** A measured figure, kept to `digits` decimals. */
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits
/** A figure as the report writes it: 12,345.6. */
export const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export function apiEntry(route: Route, db: DbKind, result: RouteResult, baselineRps: number): ApiEntry {
  const okStatus = route.startsWith('POST /api/registrations') ? '201' : '200'
  return {
    route,
    db,
    rps: round(result.rps, 1),
    p50_ms: round(result.p50_ms),
    p99_ms: round(result.p99_ms),
    ratio_to_baseline: round(result.rps / baselineRps, 4),
    p90_ms: round(result.p90_ms),
    max_ms: round(result.max_ms),
    requests: result.requests,
    non_2xx: result.non_2xx,
    socket_errors: result.socket_errors,
    ...(result.statuses
      ? { statuses: result.statuses, ok_per_s: round((result.statuses[okStatus] ?? 0) / result.seconds, 1) }
      : {}),
    rss_after_mb: round(result.rss_after_mb, 1),
  }
}

export function atScale(runs: NewRoutesRun[], seeded: Results['at_scale']['seeded']): Results['at_scale'] {
  const base = runs.find((run) => run.baseline)?.baseline as WrkResult
  const routes: Record<string, ScaleEntry> = {}
  const rushes: Record<string, RushEntry> = {}
  for (const run of runs) {
    for (const [route, result] of Object.entries(run.routes) as [NewRoute, WrkResult][])
      routes[`${route} [${run.db}]`] = {
        route,
        db: run.db,
        rps: round(result.rps, 1),
        p50_ms: round(result.p50_ms),
        p99_ms: round(result.p99_ms),
        ratio_to_baseline: round(result.rps / base.rps, 4),
        non_2xx: result.non_2xx,
      }
    for (const [rush, result] of Object.entries(run.rushes ?? {}))
      rushes[rush] = {
        rush: rush as Rush,
        db: 'postgres',
        per_s: round(result.per_s, 1),
        p50_ms: round(result.p50_ms),
        p99_ms: round(result.p99_ms),
        seconds: round(result.seconds),
        statuses: result.statuses ?? {},
        rows: result.rows,
        rows_ok: result.rows_ok,
      }
  }
  return {
    seeded,
    baseline: { rps: round(base.rps, 1), p50_ms: round(base.p50_ms), p99_ms: round(base.p99_ms) },
    routes,
    rushes,
  }
}
