import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { LoadFailed } from '../../../components/LoadFailed'
import { showMessage } from '../../../components/messages'
import { NeedsConnection } from '../../../pwa/NeedsConnection'
import { type EventJson, eventsQuery } from '../../events'
import { eventDeleted, eventNotDeleted, eventUpdated } from './admin-messages'
import { ConfirmDelete } from './ConfirmDelete'
import { EditEvent } from './EditEvent'
import { EventRow } from './EventRow'
import { actionErrorText, useDeleteEvent } from './use-event-mutations'

/**
 * docs/product.md#admin /admin: every event (GET /api/events, newest first), each with Edit and Delete.
 * Deleting hides the event; registrations and the EXP they awarded stay (docs/api.md).
 */
export function ManageEvents() {
  const events = useQuery(eventsQuery())
  const remove = useDeleteEvent()
  /** The event being edited, as it was when Edit was pressed. */
  const [editing, setEditing] = useState<EventJson | null>(null)
  const returnFocusTo = useRef<string | null>(null)
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set())
  const heading = useRef<HTMLHeadingElement>(null)
  const editButtons = useRef(new Map<string, HTMLButtonElement>())
  /** The event whose Delete was pressed: the dialog asks first. */
  const [confirming, setConfirming] = useState<EventJson | null>(null)

  async function deleteEvent(event: EventJson) {
    setConfirming(null)
    setDeleting((ids) => new Set(ids).add(event._id))
    try {
      await remove.mutateAsync(event)
      showMessage(eventDeleted())
      heading.current?.focus() // the button that had the focus is gone
    } catch (error) {
      showMessage(eventNotDeleted(actionErrorText(error)))
    } finally {
      setDeleting((ids) => {
        const rest = new Set(ids)
        rest.delete(event._id)
        return rest
      })
    }
  }

  function doneEditing(id: string, savedName?: string) {
    setEditing(null)
    returnFocusTo.current = id
    if (savedName) showMessage(eventUpdated(savedName))
  }
  // Once the form has given way to the event again, its Edit button takes the focus back.
  useEffect(() => {
    if (editing || !returnFocusTo.current) return
    const target = editButtons.current.get(returnFocusTo.current) ?? heading.current
    target?.focus()
    returnFocusTo.current = null
  }, [editing])

  // An event deleted elsewhere while it is being edited stays on screen with its form (same key, so
  // React keeps what was typed) until the admin has read why the save failed.
  const list =
    editing && events.data && !events.data.some((event) => event._id === editing._id)
      ? [editing, ...events.data]
      : events.data
  const count = events.data?.length ?? 0
  return (
    <section className="card admin-manage" aria-labelledby="manage-events-title">
      <div className="admin-manage-head">
        <h2 id="manage-events-title" ref={heading} tabIndex={-1}>
          Manage events
        </h2>
        {count > 0 && <p className="muted">{count === 1 ? '1 event' : `${count} events`}, newest first</p>}
      </div>
      <NeedsConnection action="changing or deleting an event" />
      {events.isPending ? (
        <p className="muted" role="status">
          Loading events…
        </p>
      ) : !list ? (
        <LoadFailed message="Failed to load events." query={events} />
      ) : list.length === 0 ? (
        <p className="admin-empty">No events found. Create one above!</p>
      ) : (
        <ul className="admin-events">
          {list.map((event) => (
            <li key={event._id}>
              {editing?._id === event._id ? (
                <EditEvent event={event} onDone={(savedName) => doneEditing(event._id, savedName)} />
              ) : (
                <EventRow
                  event={event}
                  deleting={deleting.has(event._id)}
                  onEdit={() => setEditing(event)}
                  onDelete={() => setConfirming(event)}
                  editButton={(button) => {
                    if (button) editButtons.current.set(event._id, button)
                    else editButtons.current.delete(event._id)
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDelete
          event={confirming}
          onConfirm={() => void deleteEvent(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  )
}
