/**
 * The PWA as a visitor gets it from the production server: the gzip weight of the scripts and
 * style sheets a first visit loads (Playwright in Debian's Chromium, e2e/page-weight.ts), and
 * Lighthouse with its default mobile settings, run a few times per page (the median counts).
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FirstVisit, measureFirstVisits } from '../../e2e/page-weight'
import { CHROMIUM } from '../lib/system'

const root = join(import.meta.dir, '../..')
/** The pages measured: the path a visitor opens, under the name results.json keeps it by. */
export interface BenchPage {
  name: string
  path: string
}

export interface LighthouseScores {
  performance: number
  accessibility: number
  best_practices: number
  seo: number
  lcp_ms: number
  tbt_ms: number
  cls: number
  fcp_ms: number
  speed_index_ms: number
}

export interface PageResult {
  js_gzip_kb: number
  /** The scripts with the app, started by the reader's first touch (decision 0315). */
  touched_js_gzip_kb: number
  css_gzip_kb: number
  js_files: number
  css_files: number
  lighthouse: LighthouseScores & {
    runs: number
    /** Every run's performance score, for the spread. */
    performance_runs: number[]
    /** Failed audits (score < 0.9) of the median run, by id. */
    failed_audits: string[]
  }
  /** Everything the median run's first visit received (Lighthouse's total-byte-weight), KiB. */
  first_visit_kib?: number
  /** Where the median run's time went: what a gap is explained by (docs/benchmarks.md). */
  profile?: PageProfile
}

export interface PageProfile {
  /** The element Lighthouse took the largest paint of, and where the time to it went (TTFB, load delay …), ms. */
  lcp_element: string
  lcp_subparts_ms?: Record<string, number>
  /** The main thread's work by kind (script evaluation, style and layout …), ms, largest first. */
  main_thread_ms: Record<string, number>
  /** The largest transfers, KiB. */
  largest_kib: Record<string, number>
}

interface AuditDetails {
  items?: Record<string, unknown>[]
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: AuditDetails }
  >
  runtimeError?: { code: string; message: string }
}

const score = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100)
const numeric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN

/**
 * Lighthouse on each of `runs` in turn, in one Node process and one Chromium
 * (lighthouse-runs.mjs): each run is still a first visit (Lighthouse clears the origin's storage and
 * the caches before it), without a Chromium and a Lighthouse started for each.
 */
async function lighthouseRuns(runs: { url: string; output: string }[], tmp: string): Promise<LighthouseReport[]> {
  const proc = Bun.spawn(
    ['node', join(root, 'scripts/bench/lighthouse-runs.mjs'), JSON.stringify({ chromePath: CHROMIUM, runs })],
    {
      cwd: root,
      env: { ...process.env, LIGHTHOUSE_PROFILE_DIR: mkdtempSync(join(tmp, 'lighthouse-profile-')) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  )
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  if ((await proc.exited) !== 0) throw new Error(`lighthouse failed: ${stdout.slice(-1000)}${stderr.slice(-2000)}`)
  for (const line of stdout.split('\n')) if (line.includes('(')) console.log(line)
  return runs.map(({ url, output }) => {
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`)
    return report
  })
}

function scoresOf(report: LighthouseReport): LighthouseScores {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    best_practices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcp_ms: Math.round(numeric(report, 'largest-contentful-paint')),
    tbt_ms: Math.round(numeric(report, 'total-blocking-time')),
    cls: Math.round(numeric(report, 'cumulative-layout-shift') * 1000) / 1000,
    fcp_ms: Math.round(numeric(report, 'first-contentful-paint')),
    speed_index_ms: Math.round(numeric(report, 'speed-index')),
  }
}

const kib1 = (bytes: number) => Math.round(bytes / 102.4) / 10

/** The LCP element, the main-thread breakdown and the largest transfers of a report. */
export function profileOf(report: LighthouseReport): PageProfile {
  const items = (audit: string) => report.audits[audit]?.details?.items ?? []
  // Lighthouse 13: the LCP breakdown insight, a list of its subparts' table and the element's node.
  const parts = items('lcp-breakdown-insight') as (AuditDetails & { type?: string; snippet?: string })[]
  const node = parts.find((part) => part.type === 'node')
  const subparts = (parts.find((part) => part.type === 'table')?.items ?? []).map(
    (item) => [String(item.label ?? item.subpart), Math.round(Number(item.duration ?? 0))] as const,
  )
  const breakdown = items('mainthread-work-breakdown')
    .map((item) => [String(item.groupLabel ?? item.group), Math.round(Number(item.duration ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
  const largest = items('total-byte-weight')
    .map((item) => {
      const url = new URL(String(item.url))
      return [`${url.pathname}${url.search}`, kib1(Number(item.totalBytes ?? 0))] as const
    })
    .slice(0, 4)
  return {
    lcp_element: node?.snippet?.slice(0, 120) ?? 'not in the report',
    lcp_subparts_ms: Object.fromEntries(subparts),
    main_thread_ms: Object.fromEntries(breakdown),
    largest_kib: Object.fromEntries(largest),
  }
}

const failedAudits = (report: LighthouseReport) =>
  Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map(([id]) => id)

export async function benchWeb(
  url: string,
  pages: BenchPage[],
  options: { lighthouseRuns: number; tmp: string; log: (line: string) => void },
): Promise<Record<string, PageResult>> {
  const visits = new Map<string, FirstVisit>(
    (
      await measureFirstVisits(
        url,
        pages.map((page) => page.path),
        CHROMIUM,
      )
    ).map((visit) => [visit.path, visit]),
  )
  const runs = pages.flatMap(({ name: page, path }) =>
    Array.from({ length: options.lighthouseRuns }, (_, run) => {
      const file = page === '/' ? 'landing' : page.slice(1).replace(/\W+/g, '-')
      return { page, url: `${url}${path}`, output: join(options.tmp, `lighthouse-${file}-${run}.json`) }
    }),
  )
  const allReports = await lighthouseRuns(runs, options.tmp)
  const results: Record<string, PageResult> = {}
  for (const { name: page, path } of pages) {
    const reports = allReports.filter((_, index) => runs[index]?.page === page)
    // The median run by performance score (Lighthouse's own advice for noisy machines).
    const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseReport
    const visit = visits.get(path) as FirstVisit
    results[page] = {
      js_gzip_kb: Math.round(visit.js_gzip_kb * 10) / 10,
      touched_js_gzip_kb: Math.round(visit.touched_js_gzip_kb * 10) / 10,
      css_gzip_kb: Math.round(visit.css_gzip_kb * 10) / 10,
      js_files: visit.js_files,
      css_files: visit.css_files,
      lighthouse: {
        ...scoresOf(median),
        runs: reports.length,
        performance_runs: reports.map((report) => score(report, 'performance')),
        failed_audits: failedAudits(median),
      },
      first_visit_kib: kib1(numeric(median, 'total-byte-weight')),
      profile: profileOf(median),
    }
    const l = results[page].lighthouse
    options.log(
      `  ${page.padEnd(12)} JS ${results[page].js_gzip_kb} kB (${results[page].touched_js_gzip_kb} kB from the first touch), CSS ${results[page].css_gzip_kb} kB gzip; Lighthouse perf ${l.performance} (${l.performance_runs.join(', ')}) a11y ${l.accessibility} bp ${l.best_practices} seo ${l.seo}; LCP ${l.lcp_ms} ms TBT ${l.tbt_ms} ms CLS ${l.cls}; ${results[page].first_visit_kib} KiB received`,
    )
  }
  return results
}
