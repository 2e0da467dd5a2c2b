import type { Ref } from 'react'
import { formatDateTime, isFuture } from '../../../lib/dates'
import { pictureProps } from '../../../lib/picture'
import type { EventJson } from '../../events'

/** The thumbnail: 96 × 64 CSS px (64 × 48 on a phone), cropped from the 2:1 image. */
const THUMB = { widths: [256, 640], sizes: '96px' } as const

interface Props {
  event: EventJson
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
  editButton?: Ref<HTMLButtonElement>
}

/** One event in the manage list: what a student sees of it at a glance, how full it is, and Edit and Delete. */
export function EventRow({ event, deleting, onEdit, onDelete, editButton }: Props) {
  const past = !isFuture(event.date)
  return (
    <article className="admin-event" aria-labelledby={`event-${event._id}-name`}>
      {event.imageUrl ? (
        <img
          className="admin-event-thumb"
          {...pictureProps(event.imageUrl, THUMB)}
          alt=""
          width="96"
          height="64"
          loading="lazy"
        />
      ) : (
        <div className="admin-event-thumb empty" aria-hidden="true" />
      )}
      <div className="admin-event-body">
        <h3 id={`event-${event._id}-name`}>{event.name}</h3>
        <p className="admin-event-when">
          <time dateTime={event.date}>{formatDateTime(event.date)}</time> · {event.location}
        </p>
        <ul className="badges" aria-label="Status">
          <li className={event.isActive ? 'badge on' : 'badge off'}>{event.isActive ? 'Active' : 'Inactive'}</li>
          {past && <li className="badge off">Past</li>}
          {event.type && <li className="badge">{event.type}</li>}
          <li className="badge">
            {event.pointsAwarded} EXP{event.expOn === 'attendance' && ' at check-in'}
          </li>
          <li className="badge">
            {event.capacity === null
              ? `${event.registeredCount} registered`
              : `${event.registeredCount} / ${event.capacity} ${event.capacity === 1 ? 'seat' : 'seats'}`}
          </li>
          {event.waitlistCount > 0 && <li className="badge">{event.waitlistCount} waiting</li>}
        </ul>
      </div>
      <div className="admin-event-actions">
        {/* Plain links: the list is also rendered outside a router (ManageEvents.test.tsx). */}
        <a className="button ghost small" href={`/admin/events/${event._id}`}>
          Attendees<span className="sr-only"> of {event.name}</span>
        </a>
        <a className="button ghost small" href={`/admin/events/${event._id}/check-in`}>
          Scanner<span className="sr-only"> for {event.name}</span>
        </a>
        <button ref={editButton} type="button" className="button ghost small" onClick={onEdit}>
          Edit<span className="sr-only"> {event.name}</span>
        </button>
        <button
          type="button"
          className="button danger small"
          aria-disabled={deleting}
          onClick={() => deleting || onDelete()}
        >
          {deleting ? 'Deleting…' : 'Delete'}
          <span className="sr-only"> {event.name}</span>
        </button>
      </div>
    </article>
  )
}
