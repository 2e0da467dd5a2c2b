/**
 * The scanner's answer on a slow phone (issue 17: ≤ 50 ms at a 4× CPU slowdown), measured by the
 * end-to-end test that already times it (e2e/check-in-performance.spec.ts: a phone profile, CDP
 * CPU throttling, the page's own performance marks), run here on its own with Playwright's JSON
 * report, from which the times are read. The web app must be built first.
 */
import { join } from 'node:path'

const e2e = join(import.meta.dir, '../../e2e')

export interface ScannerResult {
  scans: number
  median_ms: number
  slowest_ms: number
  times_ms: number[]
  slowdown: number
}

interface JsonReport {
  suites: JsonSuite[]
}
interface JsonSuite {
  specs?: { tests: { results: { annotations?: { type: string; description?: string }[] }[] }[] }[]
  suites?: JsonSuite[]
}

function annotations(suite: JsonSuite): { type: string; description?: string }[] {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => test.results.flatMap((result) => result.annotations ?? [])),
    ),
    ...(suite.suites ?? []).flatMap(annotations),
  ]
}

export async function benchScanner(): Promise<ScannerResult> {
  const proc = Bun.spawn(
    [
      'bun',
      'x',
      'playwright',
      'test',
      'check-in-performance.spec.ts',
      '--project',
      'timing',
      '--no-deps',
      '--reporter=json',
    ],
    { cwd: e2e, stdout: 'pipe', stderr: 'pipe', env: { ...process.env, CI: '' } },
  )
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  await proc.exited
  let report: JsonReport
  try {
    report = JSON.parse(stdout) as JsonReport
  } catch {
    throw new Error(`the scanner test gave no report (exit ${proc.exitCode}): ${stderr.slice(-2000)}`)
  }
  const recorded = report.suites.flatMap(annotations).find((a) => a.type === 'scan answer ms')?.description
  if (!recorded) throw new Error(`the scanner test recorded no times (exit ${proc.exitCode}): ${stderr.slice(-2000)}`)
  const { slowdown, times } = JSON.parse(recorded) as { slowdown: number; times: number[] }
  const times_ms = times.map((t) => Math.round(t * 10) / 10)
  const sorted = [...times_ms].sort((a, b) => a - b)
  return {
    scans: times_ms.length,
    median_ms: sorted[Math.floor(sorted.length / 2)] as number,
    slowest_ms: sorted.at(-1) as number,
    times_ms,
    slowdown,
  }
}
