import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { startTransition, useEffect, useMemo, useState } from 'react'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useToken } from '../../session/token'
import { myRegistrationsQuery, type RegistrationJson } from '../registrations'
import { useLogInToRegister } from '../registrations/ui'
import { EventCard } from './EventCard'
import { EventsSkeleton } from './EventsSkeleton'
import { eventsQuery } from './queries'

/** Cards in the first paint of a first visit: more than a phone's screen holds. */
const FIRST_CARDS = 6
/** Only the document's first list is drawn in two steps; a later visit (Back) gets every card at once, so its saved scroll place exists. */
let firstListDrawn = false

/**
 * The first paint of a first visit: the first cards, then the rest drawn by React in the
 * background (a transition, in small slices between frames), so that a slow phone is not held in
 * one long task rendering 50 cards before it can answer a tap (docs/benchmarks.md#the-pwa).
 */
function useCardsToDraw(total: number): number {
  const [allCards, setAllCards] = useState(firstListDrawn)
  useEffect(() => {
    if (allCards || total === 0) return
    const frame = requestAnimationFrame(() => {
      firstListDrawn = true
      startTransition(() => setAllCards(true))
    })
    return () => cancelAnimationFrame(frame)
  }, [allCards, total])
  return allCards ? total : Math.min(total, FIRST_CARDS)
}

/** The list of /events with its loading, failure and empty states. */
export function EventList() {
  const token = useToken()
  const events = useQuery(eventsQuery())
  const drawn = useCardsToDraw(events.data?.length ?? 0)
  const registrations = useQuery({ ...myRegistrationsQuery(), enabled: Boolean(token) })
  const logInToRegister = useLogInToRegister()

  // The student's registration for each event, as the server listed it (signed out: none).
  const mine = useMemo(
    () =>
      new Map<string, RegistrationJson>(
        token ? registrations.data?.map((registration) => [registration.event._id, registration]) : [],
      ),
    [token, registrations.data],
  )

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
  else if (events.data)
    content = (
      <ul className="event-grid">
        {events.data.slice(0, drawn).map((event, position) => (
          <li key={event._id}>
            <EventCard
              event={event}
              position={position}
              registration={mine.get(event._id)}
              checking={Boolean(token) && registrations.isPending}
              onSignedOut={logInToRegister}
            />
          </li>
        ))}
      </ul>
    )
  else if (events.isError) content = <LoadFailed message="Failed to load events." query={events} />
  else content = <EventsSkeleton />

  return (
    <>
      {/* Saved events shown while the server cannot be reached, or their refresh failed: how old they are. */}
      {events.data && <LastUpdated query={events} />}
      {content}
    </>
  )
}
