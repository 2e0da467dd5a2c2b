import { checkInWindow, windowState } from '@club/api/shared/check-in-window'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { ApiError } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { isFuture } from '../../lib/dates'
import { useToken } from '../../session/token'
import { AddToCalendar } from '../calendars/ui'
import { myRegistrationsQuery, type RegistrationJson } from '../registrations'
import { RegistrationAction, useLogInToRegister } from '../registrations/ui'
import { SelfCheckIn } from '../tickets/ui'
import { EventCardImage } from './EventCardImage'
import { EventFacts } from './EventFacts'
import { EventNotFound } from './EventNotFound'
import { countsText, spotsText } from './event-facts'
import { eventQuery } from './event-query'
import type { EventJson } from './queries'
import './events.css'

/**
 * The event as the device's saved list has it (the same JSON), with the list's age: an event seen
 * on /events opens with no connection, and is refreshed behind the page when the list was old.
 * docs/decisions/0129-an-event-page-of-its-own.md.
 */
function fromSavedList(queryClient: QueryClient, eventId: string) {
  const list = queryClient.getQueryState<EventJson[]>(queryKeys.events)
  const event = list?.data?.find((item) => item._id === eventId)
  return event ? { event, updatedAt: list?.dataUpdatedAt } : undefined
}

/** A part of the event's page under its details, given the event and the student's registration. */
export type EventSection = ComponentType<{ event: EventJson; registration: RegistrationJson | undefined }>

/** How full it is, and what the student can do about it. */
const RegistrationSection: EventSection = ({ event, registration }) => {
  const token = useToken()
  const registrations = useQuery({ ...myRegistrationsQuery(), enabled: Boolean(token) })
  const logInToRegister = useLogInToRegister()
  const spots = spotsText(event, Boolean(registration))
  return (
    <section className="event-action event-page-section" aria-label="Registration">
      {spots && <p className={event.spotsLeft === 0 ? 'event-seats full' : 'event-seats'}>{spots}</p>}
      <RegistrationAction
        event={event}
        registration={registration}
        describedBy="event-title"
        checking={Boolean(token) && registrations.isPending}
        onSignedOut={logInToRegister}
      />
    </section>
  )
}

/**
 * "Check in yourself" (docs/product.md#check-in-at-the-door): for a seat, while the event's
 * check-in window is open (the window the API decides by); once checked in, it says so with the EXP.
 */
const SelfCheckInSection: EventSection = ({ event, registration }) => {
  const open = windowState(checkInWindow(event), Date.now()) === 'open'
  if (!open || registration?.status !== 'registered') return null
  return (
    <section className="event-page-section" aria-label="Check in">
      <SelfCheckIn eventId={event._id} checkedIn={registration.checkedInAt ? registration : null} />
    </section>
  )
}

/** Add to calendar (docs/product.md#calendars), as on the event's card, while the event is ahead. */
const CalendarSection: EventSection = ({ event }) =>
  isFuture(event.date) ? <AddToCalendar event={event} describedBy="event-title" /> : null

/**
 * The sections of the page, in order: the extension point of other features, each given the
 * event and the student's registration.
 */
const SECTIONS: readonly EventSection[] = [RegistrationSection, SelfCheckInSection, CalendarSection]

/**
 * /events/:id (docs/product.md#events): one event, to share: picture, details, counts, and what the
 * student can do. Opens from the device's saved copy, or the saved list's, with no connection.
 */
export function EventPage({ eventId }: { eventId: string }) {
  const token = useToken()
  const queryClient = useQueryClient()
  const event = useQuery({
    ...eventQuery(eventId),
    initialData: () => fromSavedList(queryClient, eventId)?.event,
    initialDataUpdatedAt: () => fromSavedList(queryClient, eventId)?.updatedAt,
  })
  const registrations = useQuery({ ...myRegistrationsQuery(), enabled: Boolean(token) })
  const position = useQuery({
    queryKey: queryKeys.events,
    enabled: false,
    select: (events: EventJson[]) => events.findIndex((item) => item._id === eventId),
  }).data
  useDocumentTitle(event.data?.name ?? 'Event')

  // Gone since the device saved it: the server's answer wins over the copy.
  if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />
  if (!event.data)
    return (
      <div className="page event-page">
        {event.isError ? (
          <LoadFailed message="Failed to load the event." query={event} />
        ) : (
          <p role="status">Loading…</p>
        )}
      </div>
    )
  const data = event.data
  const registration = token ? registrations.data?.find((item) => item.event._id === eventId) : undefined
  return (
    <div className="page event-page">
      <p className="event-page-back">
        <Link to="/events">← All events</Link>
      </p>
      <LastUpdated query={event} />
      <article className="event-card event-detail" aria-labelledby="event-title">
        <EventCardImage name={data.name} imageUrl={data.imageUrl} position={Math.max(0, position ?? 0)} hero />
        <div className="event-body">
          {data.type && <p className="event-type">{data.type}</p>}
          <h1 id="event-title" className="event-name">
            {data.name}
          </h1>
          <EventFacts event={data} />
          <p className="event-counts muted">{countsText(data)}</p>
          <p className="event-description">{data.description}</p>
          {SECTIONS.map((Section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed at build time
            <Section key={index} event={data} registration={registration} />
          ))}
        </div>
      </article>
    </div>
  )
}
