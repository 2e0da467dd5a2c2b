/**
 * Memory back after a burst (docs/benchmarks.md#memory): a crowd of requests leaves garbage that
 * Bun's collector frees on its own schedule, often seconds later, so the server stays tens of MB
 * larger than it needs after the crowd has gone. Once a second: if no request arrived during the
 * last second (nor other work, `workDone`) and the process has grown by more than 16 MB since the
 * last collection, a full collection runs (a few ms on an idle server). Under load requests keep
 * arriving, so it waits.
 */
let arrived = 0

/** Called for every request (plugins/http.ts, and the games origin: modules/games/serve.ts). */
export function requestArrived() {
  arrived++
}

/** Requests counted so far. */
export const requestsArrived = () => arrived

/**
 * Work that is not a request: each message the notifier sends (decision 0300). A burst of
 * reminders is no quiet second either: without this, a full collection ran every second of it.
 */
export const workDone = requestArrived

export function collectWhenIdle(
  options: { growthMb?: number; everyMs?: number; rss?: () => number; collect?: () => void } = {},
) {
  const growth = (options.growthMb ?? 16) * 1024 * 1024
  const rssNow = options.rss ?? (() => process.memoryUsage.rss())
  const collect = options.collect ?? (() => Bun.gc(true))
  let settled = rssNow()
  let seen = arrived
  const timer = setInterval(() => {
    const quiet = arrived === seen
    seen = arrived
    const rss = rssNow()
    if (rss < settled) settled = rss
    if (!quiet || rss - settled < growth) return
    collect()
    settled = rssNow()
  }, options.everyMs ?? 1_000)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * For one long piece of work that makes garbage faster than the collector comes round, where no
 * quiet second comes until it ends (a build's zip being inflated, decision 0280): call the returned
 * function as the work goes on; a full collection runs when the process has grown by `growthMb`
 * (16) since the work began or since the last collection, so the work's garbage never piles up
 * further than that. Returns whether it collected.
 */
export function collectOnGrowth(
  options: { growthMb?: number; rss?: () => number; collect?: () => void } = {},
): () => boolean {
  const growth = (options.growthMb ?? 16) * 1024 * 1024
  const rssNow = options.rss ?? (() => process.memoryUsage.rss())
  const collect = options.collect ?? (() => Bun.gc(true))
  let settled = rssNow()
  return () => {
    const rss = rssNow()
    if (rss < settled) settled = rss
    if (rss - settled < growth) return false
    collect()
    settled = rssNow()
    return true
  }
}
