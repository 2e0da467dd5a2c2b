import { useQuery } from '@tanstack/react-query'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { ExpHistoryList } from './ExpHistoryList'
import { myExpHistoryQuery } from './queries'

/**
 * /profile's EXP history (docs/product.md#profile): every award and deduction of the signed-in
 * student, newest first, adding up to their EXP. From the device's copy when the server cannot be
 * reached, saying how old it is.
 */
export function ExpHistory() {
  const history = useQuery(myExpHistoryQuery())
  let content: React.ReactNode
  if (history.data)
    content = (
      <>
        <LastUpdated query={history} />
        <ExpHistoryList entries={history.data} whose="your" />
      </>
    )
  else if (history.isError) content = <LoadFailed message="Failed to load your EXP history." query={history} />
  else
    content = (
      <p className="muted" role="status">
        Loading your EXP history…
      </p>
    )
  return (
    <section className="card profile-section" aria-labelledby="exp-history-title">
      <h2 id="exp-history-title">EXP history</h2>
      {content}
    </section>
  )
}
