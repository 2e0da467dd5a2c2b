import { formatDateTime } from '../../lib/dates'
import { REASON_LABELS, signedExp, totalOf } from './exp-entry-text'
import type { ExpEntryJson } from './queries'
import './exp.css'

/**
 * A ledger, newest first (docs/product.md#exp-levels-and-ranks): each entry's amount, reason,
 * event, the admin's note and name for an adjustment, and when (on the club's clock); then the
 * total, which is the member's EXP.
 */
export function ExpHistoryList({ entries, whose }: { entries: readonly ExpEntryJson[]; whose: 'your' | 'their' }) {
  if (entries.length === 0)
    return (
      <p className="muted">{whose === 'your' ? 'No EXP yet: register for an event to earn some.' : 'No EXP yet.'}</p>
    )
  return (
    <>
      <ol className="exp-history">
        {entries.map((entry) => (
          <li key={entry._id} className="exp-entry">
            <span className={entry.amount < 0 ? 'exp-amount minus' : 'exp-amount'}>{signedExp(entry.amount)}</span>
            <div className="exp-entry-body">
              <p className="exp-reason">
                <strong>{REASON_LABELS[entry.reason]}</strong>
                {entry.event && <span> · {entry.event.name}</span>}
                {entry.jam && <span> · {entry.jam.title}</span>}
              </p>
              {entry.note && (
                <p className="exp-note">
                  “{entry.note}”{entry.createdBy && <span className="muted"> — {entry.createdBy.username}</span>}
                </p>
              )}
              <p className="exp-when muted">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="exp-total">
        Total: <strong>{totalOf(entries)} EXP</strong>
      </p>
    </>
  )
}
