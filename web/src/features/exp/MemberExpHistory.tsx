import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '../../components/LoadFailed'
import { ExpHistoryList } from './ExpHistoryList'
import { memberExpHistoryQuery } from './queries'

/** A member's EXP history, for an admin (User Details): as the member sees it, newest first. */
export function MemberExpHistory({ userId }: { userId: string }) {
  const history = useQuery(memberExpHistoryQuery(userId))
  if (history.data) return <ExpHistoryList entries={history.data} whose="their" />
  if (history.isError) return <LoadFailed message="Failed to load the EXP history." query={history} />
  return (
    <p className="muted" role="status">
      Loading the EXP history…
    </p>
  )
}
