/**
 * Performance marks around each scan (issue 17's target: an answer within 50 ms on a slow phone):
 * `scan-start` when a scan arrives, `scan-answered` once its answer is on screen (after the next
 * frame), and a `scan-answer` measure between them that the end-to-end test reads.
 */
let started = 0

export function markScanStart(): number {
  started++
  performance.mark(`scan-start-${started}`)
  return started
}

export function markScanAnswered(id: number) {
  if (!performance.getEntriesByName(`scan-start-${id}`, 'mark').length) return
  requestAnimationFrame(() => {
    performance.mark(`scan-answered-${id}`)
    performance.measure('scan-answer', `scan-start-${id}`, `scan-answered-${id}`)
  })
}
