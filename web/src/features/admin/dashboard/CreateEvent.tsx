import { useState } from 'react'
import { showMessage } from '../../../components/messages'
import { NeedsConnection } from '../../../pwa/NeedsConnection'
import { eventCreated } from './admin-messages'
import { EventForm } from './EventForm'
import { emptyEventForm, toCreateBody } from './event-form-values'
import { type FormError, FormErrorMessage } from './FormErrorMessage'
import { actionErrorText, useCreateEvent } from './use-event-mutations'

/** docs/product.md#admin /admin: the create-event form, with its messages (docs/product.md#messages). */
export function CreateEvent() {
  const create = useCreateEvent()
  const [error, setError] = useState<FormError>(null)
  const [initial] = useState(emptyEventForm)

  async function onSubmit(values: Parameters<typeof toCreateBody>[0]) {
    setError(null)
    try {
      const event = await create.mutateAsync(toCreateBody(values))
      showMessage(eventCreated(event.name))
      return true
    } catch (failure) {
      setError(`Error creating event: ${actionErrorText(failure)}`)
      return false
    }
  }

  return (
    <section className="card admin-create" aria-labelledby="create-event-title">
      <h2 id="create-event-title">Create event</h2>
      <NeedsConnection action="creating an event" />
      <EventForm
        initial={initial}
        submitLabel="Create event"
        busyLabel="Creating…"
        resetOnSuccess
        onSubmit={onSubmit}
        labelledBy="create-event-title"
        message={<FormErrorMessage error={error} onDismiss={() => setError(null)} />}
      />
    </section>
  )
}
