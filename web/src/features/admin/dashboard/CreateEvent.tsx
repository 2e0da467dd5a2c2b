import { useState } from 'react'
import { NeedsConnection } from '../../../pwa/NeedsConnection'
import { EventForm } from './EventForm'
import { emptyEventForm, toCreateBody } from './event-form-values'
import { type Notice, NoticeMessage } from './Notice'
import { actionErrorText, useCreateEvent } from './use-event-mutations'

/** docs/product.md#admin /admin: the create-event form, with its messages (docs/product.md#messages). */
export function CreateEvent() {
  const create = useCreateEvent()
  const [notice, setNotice] = useState<Notice>(null)
  const [initial] = useState(emptyEventForm)

  async function onSubmit(values: Parameters<typeof toCreateBody>[0]) {
    setNotice(null)
    try {
      const event = await create.mutateAsync(toCreateBody(values))
      setNotice({ kind: 'success', text: `Event "${event.name}" created successfully!` })
      return true
    } catch (error) {
      setNotice({ kind: 'error', text: `Error creating event: ${actionErrorText(error)}` })
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
        message={<NoticeMessage notice={notice} onDismiss={() => setNotice(null)} />}
      />
    </section>
  )
}
