import { useEffect, useRef, useState } from 'react'
import type { EventJson } from '../../events'
import { EventForm } from './EventForm'
import { type EventFormValues, eventToForm, toUpdateBody } from './event-form-values'
import { type FormError, FormErrorMessage } from './FormErrorMessage'
import { actionErrorText, useUpdateEvent } from './use-event-mutations'

interface Props {
  event: EventJson
  /** Called with the saved event's name, or nothing when the admin cancels. */
  onDone: (savedName?: string) => void
}

/** The edit form, in place of the event in the manage list, saving through PUT /api/events/:id. */
export function EditEvent({ event, onDone }: Props) {
  const update = useUpdateEvent(event._id)
  const [error, setError] = useState<FormError>(null)
  const [initial] = useState(() => eventToForm(event))
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = `edit-${event._id}-title`
  useEffect(() => heading.current?.focus(), [])

  async function onSubmit(values: EventFormValues) {
    setError(null)
    try {
      const saved = await update.mutateAsync(toUpdateBody(values, Boolean(event.imageUrl)))
      onDone(saved.name)
      return true
    } catch (failure) {
      setError(`Error updating event: ${actionErrorText(failure)}`)
      return false
    }
  }

  return (
    <section className="admin-edit" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        Edit “{event.name}”
      </h3>
      <EventForm
        initial={initial}
        originalImage={event.imageUrl}
        submitLabel="Save changes"
        busyLabel="Saving…"
        onSubmit={onSubmit}
        onCancel={() => onDone()}
        labelledBy={titleId}
        message={<FormErrorMessage error={error} onDismiss={() => setError(null)} />}
      />
    </section>
  )
}
