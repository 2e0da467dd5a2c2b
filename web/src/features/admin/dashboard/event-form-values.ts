/**
 * What the event form holds, how it is checked (docs/product.md#admin "Create event"), and the bodies it sends to
 * POST /api/events and PUT /api/events/:id. Plain functions, so they are tested without a browser.
 */
import {
  EVENT_YEAR_MAX,
  EVENT_YEAR_MIN,
  type EventType,
  POINTS_AWARDED_MAX,
  POINTS_AWARDED_MIN,
} from '@club/api/shared/constants'
import type { EventJson } from '../../events'
import { isoToIstInput, istInputToIso } from '../india-time'

/** The image: none, the event's current one (edit only, kept as it is), or a newly picked data URL. */
export type ImageChoice = { kind: 'none' } | { kind: 'current'; url: string } | { kind: 'new'; dataUrl: string }

export interface EventFormValues {
  name: string
  description: string
  /** datetime-local text, India Standard Time. */
  date: string
  location: string
  /** As typed: validation decides whether it is a whole number. */
  pointsAwarded: string
  isActive: boolean
  type: EventType | ''
  image: ImageChoice
}

export type EventField = 'name' | 'description' | 'date' | 'location' | 'pointsAwarded'
export type EventFormErrors = Partial<Record<EventField, string>>
/** The order fields appear in, so the first one in error gets the focus. */
export const EVENT_FIELDS: readonly EventField[] = ['name', 'description', 'date', 'location', 'pointsAwarded']

export const emptyEventForm = (): EventFormValues => ({
  name: '',
  description: '',
  date: '',
  location: '',
  pointsAwarded: '',
  isActive: true, // docs/product.md#admin: isActive defaults to true
  type: '',
  image: { kind: 'none' },
})

export function eventToForm(event: EventJson): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    date: isoToIstInput(event.date),
    location: event.location,
    pointsAwarded: String(event.pointsAwarded),
    isActive: event.isActive,
    type: event.type ?? '',
    image: event.imageUrl ? { kind: 'current', url: event.imageUrl } : { kind: 'none' },
  }
}

/** The messages are ours (docs/product.md#admin names the rules, not the words); see decision 0071. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {}
  if (!values.name.trim()) errors.name = 'Please enter the event name.'
  if (!values.description.trim()) errors.description = 'Please enter a description.'
  if (!values.date.trim()) errors.date = 'Please choose the date and time.'
  else {
    const iso = istInputToIso(values.date)
    const year = iso ? Number(values.date.slice(0, 4)) : Number.NaN
    if (!iso) errors.date = 'Please enter a valid date and time.'
    else if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX)
      errors.date = `The date must be between the years ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}.`
  }
  if (!values.location.trim()) errors.location = 'Please enter the location.'
  const points = values.pointsAwarded.trim()
  if (!points) errors.pointsAwarded = 'Please enter the points awarded.'
  else if (!/^-?\d+$/.test(points)) errors.pointsAwarded = 'Points awarded must be a whole number.'
  else if (Number(points) < POINTS_AWARDED_MIN)
    errors.pointsAwarded = `Points awarded must be at least ${POINTS_AWARDED_MIN}.`
  else if (Number(points) > POINTS_AWARDED_MAX)
    errors.pointsAwarded = `Points awarded must be at most ${POINTS_AWARDED_MAX}.`
  return errors
}

/** The POST /api/events body of a form that passed validation. */
export function toCreateBody(values: EventFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    date: istInputToIso(values.date) ?? values.date,
    location: values.location.trim(),
    pointsAwarded: Number(values.pointsAwarded.trim()),
    isActive: values.isActive,
    ...(values.type ? { type: values.type } : {}),
    ...(values.image.kind === 'new' ? { imageUrl: values.image.dataUrl } : {}),
  }
}

/**
 * The PUT /api/events/:id body: every field, so what the admin sees is what is saved; the image
 * only when it changed (left out = kept, null = removed, a data URL = replaced).
 */
export function toUpdateBody(values: EventFormValues, hadImage: boolean) {
  const { imageUrl: _new, type: _type, ...fields } = toCreateBody(values)
  const image = values.image
  const imageChange =
    image.kind === 'new' ? { imageUrl: image.dataUrl } : image.kind === 'none' && hadImage ? { imageUrl: null } : {}
  return { ...fields, type: values.type || null, ...imageChange }
}
