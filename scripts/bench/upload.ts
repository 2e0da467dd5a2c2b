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
  const figures = JSON.parse(line) as Record<string, unknown>
  // A figure the test no longer prints is an error, never a 0 that would read as a met target.
  const figure = (name: string) => {
    const value = figures[name]
    if (typeof value !== 'number') throw new Error(`the upload measurement printed no ${name}: ${line}`)
    return value
  }
  const result: UploadRun = {
    measured: new Date().toISOString(),
    upload_mib: figure('uploadMiB'),
    seconds: figure('seconds'),
    throughput_mib_s: figure('throughputMiBps'),
    rss_growth_mib: figure('rssGrowthMiB'),
    check_rss_growth_mib: figure('checkRssGrowthMiB'),
    rss_settled_growth_mib: figure('rssSettledGrowthMiB'),
  }
  log(
    `  ${result.upload_mib} MiB in ${result.seconds} s (${result.throughput_mib_s} MiB/s); RSS +${result.rss_growth_mib} MiB uploading, +${result.check_rss_growth_mib} MiB checking, +${result.rss_settled_growth_mib} MiB once idle${run.exitCode === 0 ? '' : ' (the test failed its bounds)'}`,
  )
  return result
}
