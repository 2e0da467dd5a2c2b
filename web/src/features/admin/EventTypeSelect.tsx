import { EVENT_TYPES, type EventType } from '@club/api/shared/constants'

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value)

/**
 * A labelled select of the event types (docs/product.md#limits-and-constants) and one choice for
 * none: "No type" in the event form, "All" in the Participation Details filter.
 */
export function EventTypeSelect({
  id,
  name,
  label,
  noneLabel,
  value,
  onChange,
}: {
  id: string
  name?: string
  label: string
  noneLabel: string
  value: EventType | null
  onChange: (type: EventType | null) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(isEventType(event.target.value) ? event.target.value : null)}
      >
        <option value="">{noneLabel}</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  )
}
