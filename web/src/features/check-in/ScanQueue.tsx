import { useSyncExternalStore } from 'react'
import { useConnectivity } from '../../pwa/connectivity'
import { dismissScanProblem, scanProblems, subscribeScanProblems } from './scan-problems'

/** How many check-ins wait to be sent, and what the server said that differs from the scanner. */
export function ScanQueue({ eventId, waiting }: { eventId: string; waiting: number }) {
  const connectivity = useConnectivity()
  const problems = useSyncExternalStore(subscribeScanProblems, () => scanProblems(eventId))
  return (
    <section className="scan-queue" aria-labelledby="queue-heading">
      <h2 id="queue-heading">Sent to the server</h2>
      <p role="status">
        {waiting === 0
          ? 'Every check-in has reached the server.'
          : `${waiting} check-in${waiting === 1 ? '' : 's'} saved on this phone, ${
              connectivity === 'online' ? 'being sent' : 'sent when the server answers again'
            }.`}
      </p>
      {problems.length > 0 && (
        <ul className="scan-problems" aria-label="What the server said">
          {problems.map((problem) => (
            <li key={problem.nonce} className={problem.kind}>
              <p>{problem.message}</p>
              <button type="button" className="button small" onClick={() => dismissScanProblem(eventId, problem.nonce)}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
