/**
 * What the event form holds, how it is checked (docs/product.md#admin "Create event"), and the bodies it sends to
 * POST /api/events and PUT /api/events/:id. Plain functions, so they are tested without a browser.
 */
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_YEAR_MAX,
  EVENT_YEAR_MIN,
  type EventType,
  type ExpOn,
  POINTS_AWARDED_MAX,
  POINTS_AWARDED_MIN,
} from '@club/api/shared/constants'
import { checkLimit } from '../../../components/character-count'
import { clubInputToIso, isoToClubInput } from '../../../lib/dates'
import type { EventJson } from '../../events'

/** The image: none, the event's current one (edit only, kept as it is), or a newly picked data URL. */
export type ImageChoice = { kind: 'none' } | { kind: 'current'; url: string } | { kind: 'new'; dataUrl: string }

export interface EventFormValues {
  name: string
  description: string
  /** datetime-local text, on the club's clock (docs/product.md#time-zone). */
  date: string
  /** datetime-local text like `date`; empty: no end time. */
  endsAt: string
  location: string
  /** As typed: validation decides whether it is a whole number. */
  pointsAwarded: string
  /** When the EXP is added: on registering (the default) or at check-in. */
  expOn: ExpOn
  /** Seats, as typed; empty: unlimited. */
  capacity: string
  isActive: boolean
  type: EventType | ''
  image: ImageChoice
}

export type EventField = 'name' | 'description' | 'date' | 'endsAt' | 'location' | 'pointsAwarded' | 'capacity'
export type EventFormErrors = Partial<Record<EventField, string>>
/** The order fields appear in, so the first one in error gets the focus. */
export const EVENT_FIELDS: readonly EventField[] = [
  'name',
  'description',
  'date',
  'endsAt',
  'location',
  'pointsAwarded',
  'capacity',
]

export const emptyEventForm = (): EventFormValues => ({
  name: '',
  description: '',
  date: '',
  endsAt: '',
  location: '',
  pointsAwarded: '',
  expOn: 'registration',
  capacity: '',
  isActive: true, // docs/product.md#admin: isActive defaults to true
  type: '',
  image: { kind: 'none' },
})

export function eventToForm(event: EventJson): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    date: isoToClubInput(event.date),
    endsAt: event.endsAt ? isoToClubInput(event.endsAt) : '',
    location: event.location,
    pointsAwarded: String(event.pointsAwarded),
    expOn: event.expOn,
    capacity: event.capacity === null ? '' : String(event.capacity),
    isActive: event.isActive,
    type: event.type ?? '',
    image: event.imageUrl ? { kind: 'current', url: event.imageUrl } : { kind: 'none' },
  }
}

const WHOLE = /^-?\d+$/

/** A typed date and time: null when empty, else its ISO instant or an error message. */
function checkDateTime(value: string, which: 'the' | 'the end'): { iso: string } | { error: string } | null {
  if (!value.trim()) return null
  const iso = clubInputToIso(value)
  if (!iso) return { error: `Please enter a valid ${which === 'the' ? '' : 'end '}date and time.` }
  const year = Number(value.trim().slice(0, 4))
  if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX)
    return {
      error: `The ${which === 'the' ? '' : 'end '}date must be between the years ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}.`,
    }
  return { iso }
}

/** The messages are ours (docs/product.md#admin names the rules, not the words); see decision 0071. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {}
  if (!values.name.trim()) errors.name = 'Please enter the event name.'
  else errors.name = checkLimit('Event name', values.name.trim(), EVENT_NAME_MAX_LENGTH)
  if (!values.description.trim()) errors.description = 'Please enter a description.'
  else errors.description = checkLimit('Description', values.description.trim(), EVENT_DESCRIPTION_MAX_LENGTH)
  const start = checkDateTime(values.date, 'the')
  if (!start) errors.date = 'Please choose the date and time.'
  else if ('error' in start) errors.date = start.error
  const end = checkDateTime(values.endsAt, 'the end')
  if (end && 'error' in end) errors.endsAt = end.error
  else if (end && start && 'iso' in start && Date.parse(end.iso) <= Date.parse(start.iso))
    errors.endsAt = 'The end must be after the start.'
  if (!values.location.trim()) errors.location = 'Please enter the location.'
  else errors.location = checkLimit('Location', values.location.trim(), EVENT_LOCATION_MAX_LENGTH)
  const points = values.pointsAwarded.trim()
  if (!points) errors.pointsAwarded = 'Please enter the points awarded.'
  else if (!WHOLE.test(points)) errors.pointsAwarded = 'Points awarded must be a whole number.'
  else if (Number(points) < POINTS_AWARDED_MIN)
    errors.pointsAwarded = `Points awarded must be at least ${POINTS_AWARDED_MIN}.`
  else if (Number(points) > POINTS_AWARDED_MAX)
    errors.pointsAwarded = `Points awarded must be at most ${POINTS_AWARDED_MAX}.`
  const seats = values.capacity.trim()
  if (seats && (!WHOLE.test(seats) || Number(seats) < CAPACITY_MIN || Number(seats) > CAPACITY_MAX))
    errors.capacity = `Seats must be a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}, or empty for no limit.`
  // Only the fields with a problem: a form's first invalid field is the first key.
  for (const key of Object.keys(errors) as (keyof EventFormErrors)[]) if (!errors[key]) delete errors[key]
  return errors
}

/** The POST /api/events body of a form that passed validation. */
export function toCreateBody(values: EventFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    date: clubInputToIso(values.date) ?? values.date,
    location: values.location.trim(),
    pointsAwarded: Number(values.pointsAwarded.trim()),
    expOn: values.expOn,
    isActive: values.isActive,
    ...(values.capacity.trim() ? { capacity: Number(values.capacity.trim()) } : {}),
    ...(values.endsAt.trim() ? { endsAt: clubInputToIso(values.endsAt) ?? values.endsAt } : {}),
    ...(values.type ? { type: values.type } : {}),
    ...(values.image.kind === 'new' ? { imageUrl: values.image.dataUrl } : {}),
  }
}

/**
 * The PUT /api/events/:id body: every field, so what the admin sees is what is saved; the image
 * only when it changed (left out = kept, null = removed, a data URL = replaced).
 */
export function toUpdateBody(values: EventFormValues, hadImage: boolean) {
  const { imageUrl: _new, type: _type, capacity: _seats, endsAt: _end, ...fields } = toCreateBody(values)
  const image = values.image
  const imageChange =
    image.kind === 'new' ? { imageUrl: image.dataUrl } : image.kind === 'none' && hadImage ? { imageUrl: null } : {}
  // Emptied fields are sent as null: no limit on seats, no end time.
  return {
    ...fields,
    capacity: values.capacity.trim() ? Number(values.capacity.trim()) : null,
    endsAt: values.endsAt.trim() ? (clubInputToIso(values.endsAt) ?? values.endsAt) : null,
    type: values.type || null,
    ...imageChange,
  }
}
