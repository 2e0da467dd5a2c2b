/**
 * Lighthouse runs of the bench (scripts/bench/web.ts), one after another in one Node process and
 * one headless Chromium: Lighthouse resets the origin's storage and the browser's caches before
 * each navigation, so each run is still a first visit, without starting Chromium and loading
 * Lighthouse again for each (about 14 s a run with the CLI, most of it those starts).
 *
 * Node, not Bun: Lighthouse is written for Node. Usage:
 *   node scripts/bench/lighthouse-runs.mjs '<json: { chromePath, runs: [{ url, output }] }>'
 * Writes each report to its `output`; prints one line per run; exits 1 if a run failed twice.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'

const { chromePath, runs } = JSON.parse(process.argv[2] ?? '{}')
if (!chromePath || !Array.isArray(runs)) throw new Error('usage: lighthouse-runs.mjs <json { chromePath, runs }>')

/** Headless Chromium with its DevTools port, as the CLI launches it (the same flags). */
function launch() {
  return new Promise((resolve, reject) => {
    const chrome = spawn(
      chromePath,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--no-default-browser-check',
        '--remote-debugging-port=0',
        '--remote-debugging-address=127.0.0.1',
        `--user-data-dir=${process.env.LIGHTHOUSE_PROFILE_DIR}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let seen = ''
    chrome.stderr.on('data', (chunk) => {
      seen += chunk
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(seen)?.[1]
      if (port) resolve({ chrome, port: Number(port) })
    })
    chrome.on('exit', (code) => reject(new Error(`chromium exited (${code}) before listening: ${seen.slice(-500)}`)))
  })
}

const { chrome, port } = await launch()
let failed = false
try {
  for (const { url, output } of runs) {
    let result
    for (let attempt = 1; attempt <= 2 && !result; attempt++) {
      try {
        const answer = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (answer?.lhr.runtimeError) throw new Error(answer.lhr.runtimeError.message)
        result = answer
      } catch (error) {
        // Lighthouse now and then fails to record its trace (NO_NAVSTART) on a busy machine.
        console.log(`  (${url}: ${String(error?.message ?? error).split('\n')[0]}; attempt ${attempt})`)
      }
    }
    if (!result) {
      failed = true
      continue
    }
    writeFileSync(output, result.report)
    console.log(`  ${url}: ${Math.round(result.lhr.categories.performance.score * 100)}`)
  }
} finally {
  chrome.kill()
}
process.exit(failed ? 1 : 0)
