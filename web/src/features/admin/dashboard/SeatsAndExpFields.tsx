import { CAPACITY_MAX, CAPACITY_MIN, type ExpOn } from '@club/api/shared/constants'
import { TextField } from './TextField'

const EXP_ON_CHOICES: readonly { value: ExpOn; label: string }[] = [
  { value: 'registration', label: 'When they register' },
  { value: 'attendance', label: 'When they check in at the event' },
]

/**
 * How many seats (empty: no limit; a full event takes a waitlist) and when a seat earns the EXP
 * (docs/product.md#admin, docs/api.md#events for what an edit of either does).
 */
export function SeatsAndExpFields({
  id,
  capacity,
  capacityError,
  expOn,
  editing,
  onCapacity,
  onExpOn,
}: {
  id: string
  capacity: string
  capacityError: string | undefined
  expOn: ExpOn
  editing: boolean
  onCapacity: (value: string) => void
  onExpOn: (value: ExpOn) => void
}) {
  return (
    <div className="event-form-row">
      <TextField
        id={`${id}-capacity`}
        name="capacity"
        label="Seats (optional)"
        type="number"
        inputMode="numeric"
        min={CAPACITY_MIN}
        max={CAPACITY_MAX}
        step={1}
        optional
        hint={
          editing
            ? 'More seats go to the first on the waitlist at once. Fewer than the seats taken is refused: nobody loses a seat.'
            : 'Leave empty for no limit. Once the seats are taken, students join a waitlist.'
        }
        value={capacity}
        error={capacityError}
        onChange={onCapacity}
      />
      <fieldset className="field choice-field" aria-describedby={`${id}-exp-on-hint`}>
        <legend>Students get the EXP</legend>
        {EXP_ON_CHOICES.map((choice) => (
          <div className="check-field" key={choice.value}>
            <input
              id={`${id}-exp-on-${choice.value}`}
              type="radio"
              name="expOn"
              value={choice.value}
              checked={expOn === choice.value}
              onChange={() => onExpOn(choice.value)}
            />
            <label htmlFor={`${id}-exp-on-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
        <p id={`${id}-exp-on-hint`} className="hint">
          {editing
            ? 'Switching to "when they register" gives every seat taken its EXP now; switching back takes nothing away.'
            : 'At check-in, only students who come earn it.'}
        </p>
      </fieldset>
    </div>
  )
}
