/**
 * What the server said about a scan that differs from what the scanner showed (already checked in
 * on another phone, a ticket cancelled since the download…): kept on this device per event until
 * the admin dismisses it, so a problem reported while the page was closed is still there.
 */
const KEY = (eventId: string) => `club-scan-problems:${eventId}`
const listeners = new Set<() => void>()

export interface ScanProblem {
  nonce: string
  username: string
  message: string
  scannedAt: string
  kind: 'already' | 'refused'
}

let cache = new Map<string, ScanProblem[]>()

export function scanProblems(eventId: string): ScanProblem[] {
  let problems = cache.get(eventId)
  if (!problems) {
    try {
      problems = JSON.parse(localStorage.getItem(KEY(eventId)) ?? '[]') as ScanProblem[]
    } catch {
      problems = []
    }
    cache.set(eventId, problems)
  }
  return problems
}

function save(eventId: string, problems: ScanProblem[]) {
  cache = new Map(cache).set(eventId, problems)
  try {
    localStorage.setItem(KEY(eventId), JSON.stringify(problems))
  } catch {
    // Storage full or refused: the problem still shows until the page is left.
  }
  for (const listener of listeners) listener()
}

export function reportScanProblem(eventId: string, problem: ScanProblem) {
  const problems = scanProblems(eventId)
  if (problems.some((known) => known.nonce === problem.nonce)) return
  save(eventId, [...problems, problem])
}

export const dismissScanProblem = (eventId: string, nonce: string) =>
  save(
    eventId,
    scanProblems(eventId).filter((problem) => problem.nonce !== nonce),
  )

export function subscribeScanProblems(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
