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

let answered = 0

/** Once per scan: a later change of the same answer (a name or an event the server told) is not its answer time. */
export function markScanAnswered(id: number) {
  if (id <= answered || !performance.getEntriesByName(`scan-start-${id}`, 'mark').length) return
  answered = id
  requestAnimationFrame(() => {
    performance.mark(`scan-answered-${id}`)
    performance.measure('scan-answer', `scan-start-${id}`, `scan-answered-${id}`)
  })
}
