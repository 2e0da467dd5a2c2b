/** The generated tables of docs/benchmarks.md, from a run's results, and where they go in the file. */
import { isGamesOrigin } from './games'
import { type ApiEntry, type Baseline, isPicturesVisit, n, type Results } from './results'
import type { PageResult } from './web'

function table(head: string[], rows: string[][]): string {
  const align = head.map((_, i) => (i === 0 ? '---' : '--:'))
  return [head, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** The first columns of a route's row in both API tables: route, database, req/s, p50, p99, ratio. */
const routeCells = (
  entry: Pick<ApiEntry, 'db' | 'rps' | 'p50_ms' | 'p99_ms' | 'ratio_to_baseline'> & { route: string },
) => [
  `\`${entry.route}\``,
  entry.db,
  n(entry.rps),
  n(entry.p50_ms, 2),
  n(entry.p99_ms, 2),
  n(entry.ratio_to_baseline, 3),
]

/** The same columns for a bare `Bun.serve` baseline (ratio 1). */
const baselineCells = (name: string, base: Pick<Baseline, 'rps' | 'p50_ms' | 'p99_ms'>) => [
  name,
  '—',
  n(base.rps),
  n(base.p50_ms, 2),
  n(base.p99_ms, 2),
  '1',
]

/** "562× 200, 3× 409"; without counted statuses, how many were 400 or above. */
const answers = (statuses: Record<string, number> | undefined, non2xx: number) =>
  statuses
    ? Object.entries(statuses)
        .map(([status, count]) => `${n(count)}× ${status}`)
        .join(', ')
    : non2xx
      ? `${n(non2xx)} ≥ 400`
      : 'all 2xx'

export function markdown(results: Results): string {
  const { api, web, memory, machine, settings } = results
  const entries = Object.values(api).filter((entry): entry is ApiEntry => 'route' in entry && !isGamesOrigin(entry))
  const origins = Object.values(api).filter(isGamesOrigin)
  const apiTable = table(
    ['route', 'database', 'req/s', 'p50 ms', 'p99 ms', 'ratio to baseline', 'answers', 'RSS after, MB'],
    [
      ...entries.map((entry) => [...routeCells(entry), answers(entry.statuses, entry.non_2xx), n(entry.rss_after_mb)]),
      [
        ...baselineCells('baseline: bare `Bun.serve`, same JSON', api.baseline),
        `runs: ${api.baseline.runs.map((run) => n(run.rps)).join(', ')} req/s`,
        n(api.baseline.rss_mb),
      ],
      ...origins.flatMap((entry) => [
        [...routeCells(entry), `${n(entry.file_kib, 1)} KiB file; ${answers(undefined, entry.non_2xx)}`, '—'],
        [...baselineCells(`baseline: ${entry.baseline.what}`, entry.baseline), '', '—'],
      ]),
    ],
  )
  const memoryTable = table(
    ['server', 'idle, MB', 'after the load (3 s), MB', '0.5 s after, MB', 'peak, MB', 'PostgreSQL server (Pss), MB'],
    Object.entries(memory.by_db).map(([db, m]) => [
      db,
      n(m.idle_mb),
      n(m.after_load_mb),
      n(m.right_after_load_mb),
      n(m.peak_mb),
      m.database_server_mb === undefined ? 'in the process' : n(m.database_server_mb),
    ]),
  )
  const webTable = table(
    [
      'page',
      'JS gzip kB',
      'JS from the first touch, kB',
      'CSS gzip kB',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'first visit KiB',
    ],
    Object.entries(web)
      .filter((entry): entry is [string, PageResult] => !isPicturesVisit(entry[1]))
      .map(([page, r]) => [
        `\`${page}\``,
        n(r.js_gzip_kb, 1),
        r.touched_js_gzip_kb === undefined ? '—' : n(r.touched_js_gzip_kb, 1),
        n(r.css_gzip_kb, 1),
        `${r.lighthouse.performance}${r.lighthouse.runs > 1 ? ` (${r.lighthouse.performance_runs.join(', ')})` : ''}`,
        String(r.lighthouse.accessibility),
        String(r.lighthouse.best_practices),
        String(r.lighthouse.seo),
        n(r.lighthouse.lcp_ms),
        n(r.lighthouse.tbt_ms),
        String(r.lighthouse.cls),
        r.first_visit_kib === undefined ? '—' : n(r.first_visit_kib, 1),
      ]),
  )
  const pictures = Object.entries(web).filter((entry) => isPicturesVisit(entry[1]))
  const picturesTable = table(
    ['visit (a phone, nothing cached)', 'KiB received', 'requests', 'pictures', 'pictures KiB'],
    pictures.flatMap(([name, p]) =>
      isPicturesVisit(p)
        ? [
            [`\`${name}\``, n(p.transferred_kib, 1), String(p.requests), String(p.pictures), n(p.pictures_kib, 1)],
            ['… after scrolling through the table', n(p.whole_table_kib, 1), '—', String(p.whole_table_pictures), '—'],
            [
              `… with the pictures as uploaded (before decision 0264; ${n(p.uploaded_kib)} KiB of uploads)`,
              n(p.as_uploaded_kib, 1),
              '—',
              String(p.whole_table_pictures),
              '—',
            ],
          ]
        : [],
    ),
  )
  const scale = results.at_scale
  const scaleTable = table(
    ['route', 'database', 'req/s', 'p50 ms', 'p99 ms', 'ratio to baseline', 'answers'],
    [
      ...Object.values(scale.routes).map((entry) => [...routeCells(entry), answers(undefined, entry.non_2xx)]),
      [...baselineCells("baseline: bare `Bun.serve`, the leaderboard's bytes", scale.baseline), ''],
    ],
  )
  const rushTable = table(
    ['rush (PostgreSQL)', 'first answers /s', 'p50 ms', 'p99 ms', 'seconds', 'answers', 'rows afterwards'],
    Object.values(scale.rushes).map((entry) => [
      entry.rush,
      n(entry.per_s),
      n(entry.p50_ms, 2),
      n(entry.p99_ms, 2),
      n(entry.seconds, 1),
      answers(entry.statuses, 0),
      `${entry.rows}${entry.rows_ok ? '' : ' (**not as answered**)'}`,
    ]),
  )
  const targetTable = table(
    ['target', 'measured', 'met'],
    results.targets.map((t) => [t.target, t.value, t.met ? 'yes' : '**no**']),
  )
  return [
    `Run of ${machine.date.slice(0, 16).replace('T', ' ')} UTC, Bun ${machine.bun}, ${machine.cores} cores shared with other work ` +
      `(load average ${machine.load_before.join(' / ')} before, ${machine.load_after.join(' / ')} after), ` +
      `wrk ${settings.threads} threads × ${settings.connections} connections, ${settings.seconds} s per route` +
      `${settings.quick ? ' (quick run)' : ''}, PostgreSQL: ${settings.postgres}. The whole bench took ${n(results.duration_s)} s.`,
    '',
    '### API',
    '',
    apiTable,
    '',
    `Memory (VmRSS of the server process, 1 s after start, 3 s and 0.5 s after the last load; the top-level figures in results.json are the larger of the two servers: ` +
      `${n(memory.idle_mb)} MB idle, ${n(memory.after_load_mb)} MB after the load):`,
    '',
    memoryTable,
    '',
    `### A club a year into its life (${n(scale.seeded.users)} students, ${n(scale.seeded.events)} events, ${n(scale.seeded.entries)} ledger entries)`,
    '',
    scaleTable,
    '',
    'The rushes write their people straight into the database (24,000 seats at the doors; 2,000 students for 500 seats, each registering once, then `GET /api/health` until every thread has its answers: those are the 200s), then read the rows back.',
    '',
    rushTable,
    '',
    '### PWA (first visit on a phone; Lighthouse mobile, median of the runs)',
    '',
    webTable,
    '',
    ...(pictures.length
      ? [
          `Pictures in their sizes (\`e2e/picture-sizes.ts\`, measured ${pictures
            .map(([, p]) => (isPicturesVisit(p) ? `${p.measured.slice(0, 16).replace('T', ' ')} UTC` : ''))
            .join(
              ', ',
            )}: 50 members whose pictures are 1000 × 1000 JPEGs of about 400 KB; avatars below the first screenful load as they approach):`,
          '',
          picturesTable,
          '',
        ]
      : []),
    `The scanner (\`e2e/check-in-performance.spec.ts\`, a phone profile at ${results.scanner.slowdown}× CPU slowdown): median ${n(results.scanner.median_ms, 1)} ms from a scan to the frame that shows its answer, slowest ${n(results.scanner.slowest_ms, 1)} ms, over ${results.scanner.scans} scans.`,
    '',
    ...(results.jams
      ? [
          `A jam on PostgreSQL (\`scripts/bench/jams.ts\`): ${n(results.jams.ratings, 0)} ratings of ${results.jams.categories} scores each from 64 callers at ${n(results.jams.ratings_per_s, 0)} ratings/s (p50 ${n(results.jams.ratings_p50_ms, 1)} ms, p99 ${n(results.jams.ratings_p99_ms, 1)} ms); the results of ${results.jams.entries} entries × ${results.jams.raters_per_entry} raters computed and stored in ${n(results.jams.results_ms, 0)} ms, read again in ${n(results.jams.results_again_ms, 1)} ms.${results.jams.ratings_cores ? ` Cores busy during the ratings: the API ${n(results.jams.ratings_cores.api, 2)}, PostgreSQL ${n(results.jams.ratings_cores.postgres, 2)}, the callers ${n(results.jams.ratings_cores.callers, 2)}, the whole machine ${n(results.jams.ratings_cores.machine, 2)} of 2.` : ''}`,
          '',
        ]
      : []),
    ...(results.games
      ? [
          `The games pages (\`scripts/bench/games.ts\`, measured ${results.games.measured.slice(0, 16).replace('T', ' ')} UTC): ${results.games.games} published games with covers (${n(results.games.covers_kib)} KiB of 1000 × 1000 JPEGs uploaded), the jam in voting with ${results.games.jam_entries} entries; each page's largest paint and the main thread's largest items, from the median Lighthouse run:`,
          '',
          table(
            ['page', 'LCP element', 'LCP subparts, ms', 'main thread, ms', 'largest transfers, KiB'],
            ['/games', '/games/:slug', '/jams/:slug'].flatMap((page) => {
              const r = web[page]
              if (!r || isPicturesVisit(r) || !r.profile) return []
              const pairs = (record: Record<string, number>) =>
                Object.entries(record)
                  .map(([key, value]) => `${key} ${n(value)}`)
                  .join(', ')
              return [
                [
                  `\`${page}\``,
                  `\`${r.profile.lcp_element.replaceAll('|', '\\|').replaceAll('`', "'")}\``,
                  pairs(r.profile.lcp_subparts_ms ?? {}),
                  pairs(r.profile.main_thread_ms),
                  pairs(r.profile.largest_kib),
                ],
              ]
            }),
          ),
          '',
        ]
      : []),
    ...(results.notifications
      ? [
          `Notifications (\`scripts/bench/notifications.ts\`, measured ${results.notifications.measured.slice(0, 16).replace('T', ' ')} UTC, PostgreSQL): the 24-hour reminders of an event with ${n(results.notifications.registrants)} registrants, sent by the server's own notifier through SMTP to a loopback SMTP server: the first received ${n(results.notifications.first_after_s, 1)} s after the moment, all ${n(results.notifications.reminders)} ${n(results.notifications.all_out_s, 1)} s after, ${n(results.notifications.emails_per_s)} emails/s from the first to the last. CPU meanwhile: the server ${n(results.notifications.cpu_s.server, 1)} s (${n((results.notifications.cpu_s.server * 1000) / results.notifications.reminders, 2)} ms per email, which the load inflates less than the rate), PostgreSQL ${n(results.notifications.cpu_s.postgres, 1)} s, the SMTP sink (the bench's process) ${n(results.notifications.cpu_s.smtp_sink, 1)} s, in ${n(results.notifications.cpu_s.wall, 1)} s on 2 cores at a load average of ${results.notifications.load_average}.`,
          '',
        ]
      : []),
    ...(results.parts_s
      ? [
          `Seconds each part took when last run: ${Object.entries(results.parts_s)
            .map(([part, seconds]) => `${part} ${n(seconds)}`)
            .join(', ')}.`,
          '',
        ]
      : []),
    '### Targets',
    '',
    targetTable,
  ].join('\n')
}

export const BEGIN = '<!-- bench:begin (generated by `bun run bench`; edit outside these markers) -->'
export const END = '<!-- bench:end -->'

/** `doc` with the text between the markers replaced by `generated`. */
export function replaceGenerated(doc: string, generated: string): string {
  const start = doc.indexOf(BEGIN)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error('docs/benchmarks.md has lost its bench markers')
  return `${doc.slice(0, start + BEGIN.length)}\n\n${generated}\n\n${doc.slice(end)}`
}
