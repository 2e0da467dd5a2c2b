/**
 * A 150 MiB build uploaded through tus to the production server (issue 27: the server's RSS rises
 * by < 64 MiB): the measurement of `bun run test uploads` (api/test/ops/upload-memory.ops.ts, which
 * also holds CI to the bound), run here so that one `bun run bench` reports it beside the rest.
 * The test prints one JSON line of figures; this reads it back.
 */
import { join } from 'node:path'

export interface UploadRun {
  measured: string
  upload_mib: number
  seconds: number
  throughput_mib_s: number
  /** The server's RSS rise at its peak while the upload streamed to disk, and while the zip was checked and stored. */
  rss_growth_mib: number
  check_rss_growth_mib: number
  /** What stayed once the server was idle and its collector ran. */
  rss_settled_growth_mib: number
}

const root = join(import.meta.dir, '../..')

export async function benchUpload(log: (line: string) => void): Promise<UploadRun> {
  const run = Bun.spawn(['bun', 'test', '--timeout', '300000', './test/ops/upload-memory.ops.ts'], {
    cwd: join(root, 'api'),
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [out, err] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text()])
  await run.exited
  const line = `${out}\n${err}`.match(/^\{"uploadMiB".*$/m)?.[0]
  if (!line) throw new Error(`the upload measurement printed no figures (exit ${run.exitCode}):\n${err.slice(-2000)}`)
  const figures = JSON.parse(line) as Record<string, number>
  const result: UploadRun = {
    measured: new Date().toISOString(),
    upload_mib: figures.uploadMiB ?? 0,
    seconds: figures.seconds ?? 0,
    throughput_mib_s: figures.throughputMiBps ?? 0,
    rss_growth_mib: figures.rssGrowthMiB ?? 0,
    check_rss_growth_mib: figures.checkRssGrowthMiB ?? 0,
    rss_settled_growth_mib: figures.rssSettledGrowthMiB ?? 0,
  }
  log(
    `  ${result.upload_mib} MiB in ${result.seconds} s (${result.throughput_mib_s} MiB/s); RSS +${result.rss_growth_mib} MiB uploading, +${result.check_rss_growth_mib} MiB checking, +${result.rss_settled_growth_mib} MiB once idle${run.exitCode === 0 ? '' : ' (the test failed its bounds)'}`,
  )
  return result
}
