import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { eventsQuery, myRegistrationsQuery } from '../../../api/queries'
import { useToken } from '../../../api/session'
import { LastUpdated } from '../../../components/LastUpdated'
import { EventCard } from './EventCard'
import { EventsSkeleton } from './EventsSkeleton'
import { eventAction } from './event-action'
import { RegistrationStatus } from './RegistrationStatus'
import { LOG_IN_TO_REGISTER, LOGIN_REDIRECT_DELAY_MS } from './registration-messages'
import { useRegistrationFeedback } from './use-registration'
import { useTimedMessage } from './use-timed-message'

/** The list of /events with its loading, failure and empty states and the registration feedback. */
export function EventList() {
  const token = useToken()
  const navigate = useNavigate()
  const events = useQuery(eventsQuery())
  const registrations = useQuery({ ...myRegistrationsQuery(), enabled: Boolean(token) })
  const { message, show } = useTimedMessage()
  useRegistrationFeedback(show)

  const registered = useMemo(
    () => new Set(token ? registrations.data?.map((registration) => registration.event._id) : []),
    [token, registrations.data],
  )

  // SPEC §6: a signed-out click reads why, then goes to /login, which repeats it (its `error` parameter).
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])
  const onSignedOut = useCallback(() => {
    show({ text: LOG_IN_TO_REGISTER, tone: 'info', durationMs: LOGIN_REDIRECT_DELAY_MS * 2 })
    clearTimeout(redirect.current)
    redirect.current = setTimeout(() => {
      void navigate({ to: '/login', search: { error: LOG_IN_TO_REGISTER.replaceAll(' ', '_') } })
    }, LOGIN_REDIRECT_DELAY_MS)
  }, [navigate, show])

  let content: React.ReactNode
  if (events.data?.length === 0)
    content = (
      <div className="card with-action events-empty">
        <p>No active events found at the moment.</p>
        <p className="muted">
          New events are announced here first. Meanwhile, <Link to="/gallery">see photos from past ones</Link>.
        </p>
      </div>
    )
  else if (events.data) {
    const now = new Date()
    content = (
      <ul className="event-grid">
        {events.data.map((event, position) => (
          <li key={event._id}>
            <EventCard
              event={event}
              position={position}
              action={eventAction(event, registered.has(event._id), now)}
              checking={Boolean(token) && registrations.isPending}
              onMessage={show}
              onSignedOut={onSignedOut}
            />
          </li>
        ))}
      </ul>
    )
  } else if (events.isError)
    content = (
      <div className="alert error with-action">
        <p role="alert">Failed to load events.</p>
        <button
          type="button"
          className="button small"
          onClick={() => void events.refetch()}
          disabled={events.isFetching}
        >
          {events.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    )
  else content = <EventsSkeleton />

  return (
    <>
      {/* Saved events shown while the server cannot be reached, or their refresh failed: how old they are. */}
      {events.data && <LastUpdated query={events} />}
      {content}
      <RegistrationStatus message={message} />
    </>
  )
}
