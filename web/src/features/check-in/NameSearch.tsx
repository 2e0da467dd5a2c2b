import { useId, useState } from 'react'
import { formatTime } from '../../lib/dates'
import { type AttendeeIndex, searchAttendees } from './attendee-index'

/** Finding a student by name or email in the downloaded list, and checking them in from it. */
export function NameSearch({
  index,
  local,
  onCheckIn,
}: {
  index: AttendeeIndex
  local: ReadonlyMap<string, string>
  onCheckIn: (userId: string) => void
}) {
  const [query, setQuery] = useState('')
  const id = useId()
  const found = searchAttendees(index, query, 8)
  return (
    <section className="scanner-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find by name or email</h2>
      <label htmlFor={id} className="sr-only">
        Name or email
      </label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="Name or email"
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {query.trim() && found.length === 0 && <p className="muted">Nobody on this event’s list matches “{query}”.</p>}
      {found.length > 0 && (
        <ul className="scanner-results action-list">
          {found.map((attendee) => {
            const at = attendee.checkedInAt ?? local.get(attendee.userId)
            return (
              <li key={attendee.userId}>
                <span className="result-name">{attendee.username}</span>
                <span className="result-email">{attendee.email}</span>
                <span className="result-state">
                  {attendee.status === 'waitlisted'
                    ? `Waitlist #${attendee.waitlistPosition}`
                    : at
                      ? `Checked in ${formatTime(at)}`
                      : 'Not checked in'}
                </span>
                {/* Checked in already (here or on the list): nothing to offer, the state says when. */}
                {!at && (
                  <button
                    type="button"
                    className="button small"
                    onClick={() => onCheckIn(attendee.userId)}
                    aria-label={`Check in ${attendee.username}`}
                  >
                    Check in
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
