import { checkInWindow } from '@club/api/shared/check-in-window'
import { useState } from 'react'
import { formatDate, formatTime } from '../../lib/dates'
import { type TicketInfo, TicketView } from './TicketView'
import './tickets.css'

/** What TicketList needs of a registration (GET /api/registrations/my). */
interface RegistrationLike {
  _id: string
  status: 'registered' | 'waitlisted'
  waitlistPosition: number | null
  ticket: string | null
  checkedInAt: string | null
  event: { _id: string; name: string; date: string; endsAt: string | null; location: string; isDeleted: boolean }
}

/**
 * "Your tickets" on /profile: each event the student holds a seat at whose check-in has not closed,
 * with Show ticket; a waitlist place shows its position instead. Works from the saved list offline.
 */
export function TicketList({
  registrations,
  username,
  now = new Date(),
}: {
  registrations: readonly RegistrationLike[]
  username: string
  now?: Date
}) {
  const [shown, setShown] = useState<TicketInfo | null>(null)
  const upcoming = registrations.filter(
    (registration) => !registration.event.isDeleted && checkInWindow(registration.event).closes > now,
  )
  if (upcoming.length === 0) return null
  return (
    <section className="card profile-section tickets" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Your tickets</h2>
      <ul className="ticket-list action-list">
        {upcoming.map((registration) => (
          <li key={registration._id}>
            <span className="ticket-list-event">{registration.event.name}</span>
            <span className="ticket-list-when">
              {formatDate(registration.event.date)}, {formatTime(registration.event.date)}
            </span>
            {registration.status === 'waitlisted' || !registration.ticket ? (
              <span className="ticket-list-state">#{registration.waitlistPosition} on the waitlist</span>
            ) : registration.checkedInAt ? (
              <span className="ticket-list-state">Checked in at {formatTime(registration.checkedInAt)}</span>
            ) : (
              <button
                type="button"
                className="button small"
                aria-label={`Show ticket for ${registration.event.name}`}
                onClick={() =>
                  setShown({
                    eventId: registration.event._id,
                    eventName: registration.event.name,
                    date: registration.event.date,
                    location: registration.event.location,
                    ticket: registration.ticket!,
                    username,
                  })
                }
              >
                Show ticket
              </button>
            )}
          </li>
        ))}
      </ul>
      <TicketView ticket={shown} onClose={() => setShown(null)} />
    </section>
  )
}
