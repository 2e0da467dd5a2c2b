import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadFailed } from '../../components/LoadFailed'
import { formatDateTime } from '../../lib/dates'
import { myRegistrationsQuery, type RegistrationJson } from '../registrations'
import { participationTags } from './participation-tags'
import { REGISTRATIONS_LOAD_FAILED } from './profile-texts'

/**
 * What a row offers: the event's page (not for one the admins deleted). The place for more per
 * registration (Show ticket, issue 15).
 */
function RowActions({ registration }: { registration: RegistrationJson }) {
  if (registration.event.isDeleted) return null
  return (
    <div className="participation-actions">
      <Link to="/events/$id" params={{ id: registration.event._id }} className="button ghost small">
        View event<span className="sr-only"> {registration.event.name}</span>
      </Link>
    </div>
  )
}

/**
 * docs/product.md#profile: the events the student registered for or waits for, newest first, each
 * Upcoming, Completed or its waitlist place, with the EXP it earned. Events the admins deleted stay
 * in the list (the API keeps them, and the EXP they earned).
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
        {registrations.data.map((registration) => {
          const { event } = registration
          const { status, exp } = participationTags(registration, now)
          return (
            <li key={registration._id} className="participation">
              <div className="participation-what">
                <h3>{event.name}</h3>
                <p className="muted">
                  <time dateTime={event.date}>{formatDateTime(event.date)}</time>
                  {event.isDeleted && ' · no longer listed'}
                </p>
              </div>
              <div className="participation-meta">
                <span className={`status-tag ${status.kind}`}>{status.text}</span>
                {exp && (
                  <span className={exp.earned ? 'participation-exp' : 'participation-exp later'}>{exp.text}</span>
                )}
              </div>
              <RowActions registration={registration} />
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
