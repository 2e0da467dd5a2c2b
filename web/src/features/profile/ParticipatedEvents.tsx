import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadFailed } from '../../components/LoadFailed'
import { formatDate, formatTime, isFuture } from '../../lib/dates'
import { myRegistrationsQuery } from '../registrations'
import { REGISTRATIONS_LOAD_FAILED } from './profile-texts'

/**
 * docs/product.md#profile: the events the student registered for, each Upcoming (date still ahead) or Completed.
 * Events the admins deleted stay in the list (the API keeps them, and the EXP they earned).
 */
export function ParticipatedEvents() {
  const registrations = useQuery(myRegistrationsQuery())
  let content: React.ReactNode
  if (registrations.data?.length === 0)
    content = (
      <div className="with-action">
        <p>You have not registered for any events yet.</p>
        <Link to="/events" className="button small">
          Browse events
        </Link>
      </div>
    )
  else if (registrations.data) {
    const now = new Date()
    content = (
      <ul className="participations">
        {registrations.data.map(({ _id, event, expAwarded }) => {
          const upcoming = isFuture(event.date, now)
          const time = formatTime(event.date)
          return (
            <li key={_id} className="participation">
              <div>
                <h3>{event.name}</h3>
                <p className="muted">
                  <time dateTime={event.date}>
                    {formatDate(event.date)}
                    {time && `, ${time}`}
                  </time>
                  {event.isDeleted && ' · no longer listed'}
                </p>
              </div>
              <div className="participation-meta">
                <span className={upcoming ? 'status-tag upcoming' : 'status-tag completed'}>
                  {upcoming ? 'Upcoming' : 'Completed'}
                </span>
                <span className="participation-exp">+{expAwarded} EXP</span>
              </div>
            </li>
          )
        })}
      </ul>
    )
  } else if (registrations.isError) content = <LoadFailed message={REGISTRATIONS_LOAD_FAILED} query={registrations} />
  else
    content = (
      <>
        <p className="sr-only" role="status">
          Loading your events…
        </p>
        <ul className="participations" aria-hidden="true">
          {[0, 1].map((i) => (
            <li key={i} className="participation skeleton">
              <span className="skeleton-bar wide" />
              <span className="skeleton-bar short" />
            </li>
          ))}
        </ul>
      </>
    )

  return (
    <section className="card profile-section" aria-labelledby="participated-title">
      <h2 id="participated-title">Participated Events</h2>
      {content}
    </section>
  )
}
