import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  POINTS_AWARDED_MAX,
  POINTS_AWARDED_MIN,
} from '@club/api/shared/constants'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { clubTimeZone, clubTimeZoneLabel } from '../../../lib/dates'
import { EventTypeSelect } from '../EventTypeSelect'
import {
  EVENT_FIELDS,
  type EventField,
  type EventFormErrors,
  type EventFormValues,
  validateEventForm,
} from './event-form-values'
import { ImageField } from './ImageField'
import { SeatsAndExpFields } from './SeatsAndExpFields'
import { TextField } from './TextField'

interface Props {
  initial: EventFormValues
  /** The event's current image when editing. */
  originalImage?: string | null
  submitLabel: string
  busyLabel: string
  /** Resolves true when saved. The form empties itself only then, if `resetOnSuccess`. */
  onSubmit: (values: EventFormValues) => Promise<boolean>
  resetOnSuccess?: boolean
  /** The outcome of the last attempt, shown beside the submit button. */
  message?: ReactNode
  /** Editing an existing event: adds Cancel and says what a change of points does. */
  onCancel?: () => void
  labelledBy: string
}

/**
 * The event form of /admin, for creating and for editing (docs/product.md#admin). It checks
 * before sending, focuses the first field in error, and keeps everything typed when the save fails.
 */
export function EventForm(props: Props) {
  const { initial, originalImage = null, submitLabel, busyLabel, onSubmit, resetOnSuccess, message, onCancel } = props
  const id = useId()
  const zone = clubTimeZoneLabel()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<EventFormErrors>({})
  const [busy, setBusy] = useState(false)
  // A second click lands before React re-renders the disabled button: the ref refuses it at once.
  const inFlight = useRef(false)

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (inFlight.current) return
    const found = validateEventForm(values)
    setErrors(found)
    const first = EVENT_FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    inFlight.current = true
    setBusy(true)
    try {
      const saved = await onSubmit(values)
      if (saved && resetOnSuccess) setValues(initial)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  const field = (name: EventField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  })

  return (
    <form ref={form} className="event-form" noValidate onSubmit={submit} aria-labelledby={props.labelledBy}>
      <TextField label="Event name" limit={EVENT_NAME_MAX_LENGTH} {...field('name')} />
      <TextField label="Description" multiline limit={EVENT_DESCRIPTION_MAX_LENGTH} {...field('description')} />
      <div className="event-form-row">
        <TextField
          label={`Date and time (${zone})`}
          type="datetime-local"
          hint={`As a clock in the club's time zone (${clubTimeZone()}) reads it.`}
          {...field('date')}
        />
        <TextField label={`Ends (${zone}, optional)`} type="datetime-local" optional {...field('endsAt')} />
      </div>
      <TextField label="Location" limit={EVENT_LOCATION_MAX_LENGTH} {...field('location')} />
      <div className="event-form-row">
        <TextField
          label="Points awarded (EXP)"
          type="number"
          inputMode="numeric"
          min={POINTS_AWARDED_MIN}
          max={POINTS_AWARDED_MAX}
          step={1}
          hint={
            onCancel
              ? 'A change applies to new registrations; EXP already awarded stays.'
              : `A whole number from ${POINTS_AWARDED_MIN} to ${POINTS_AWARDED_MAX}.`
          }
          {...field('pointsAwarded')}
        />
        <EventTypeSelect
          id={`${id}-type`}
          name="type"
          label="Event type (optional)"
          noneLabel="No type"
          value={values.type || null}
          onChange={(type) => set('type', type ?? '')}
        />
      </div>
      <SeatsAndExpFields
        id={id}
        capacity={values.capacity}
        capacityError={errors.capacity}
        expOn={values.expOn}
        editing={Boolean(onCancel)}
        onCapacity={(value) => set('capacity', value)}
        onExpOn={(value) => set('expOn', value)}
      />
      <div className="check-field">
        <input
          id={`${id}-active`}
          name="isActive"
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        <label htmlFor={`${id}-active`}>Active (students can register)</label>
      </div>
      <ImageField
        value={values.image}
        onChange={(image) => set('image', image)}
        original={originalImage}
        eventName={values.name}
      />
      <div className="form-actions">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button ghost" onClick={() => inFlight.current || onCancel()}>
            Cancel
          </button>
        )}
      </div>
      <div className="form-message" aria-live="polite">
        {message}
      </div>
    </form>
  )
}
