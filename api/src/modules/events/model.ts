import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { limitedText, type TextLimit } from '../../lib/text-limits'
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_TYPES,
  EXP_ON,
  POINTS_AWARDED_MAX,
  POINTS_AWARDED_MIN,
} from '../../shared/constants'

const TYPE_ERROR = `type must be one of ${EVENT_TYPES.join(', ')}, or null`
/**
 * `default: undefined` matters: Elysia's UnionEnum otherwise carries `default: <first value>`,
 * which validation writes into every request that leaves `type` out (an event created without
 * a type became a Hackathon, and the admin participation filter always filtered by Hackathon).
 */
export const EventType = t.UnionEnum(EVENT_TYPES, { error: TYPE_ERROR, default: undefined })

const EXP_ON_ERROR = `expOn must be ${EXP_ON.join(' or ')}`
/** `default: undefined` for the same reason as EventType. */
export const ExpOn = t.UnionEnum(EXP_ON, { error: EXP_ON_ERROR, default: undefined })

/** Event JSON (docs/api.md#events). imageUrl is a URL the browser loads, never the bytes. */
export const Event = t.Object({
  _id: t.String(),
  name: t.String(),
  description: t.String(),
  date: t.String({ format: 'date-time', description: 'ISO 8601, UTC' }),
  endsAt: Nullable(t.String({ format: 'date-time', description: 'ISO 8601, UTC; after date' })),
  location: t.String(),
  pointsAwarded: t.Integer(),
  expOn: ExpOn,
  capacity: Nullable(t.Integer({ description: 'Seats; null is unlimited' })),
  registeredCount: t.Integer(),
  waitlistCount: t.Integer(),
  spotsLeft: Nullable(t.Integer({ description: 'capacity - registeredCount; null when unlimited' })),
  isActive: t.Boolean(),
  imageUrl: Nullable(t.String()),
  type: Nullable(EventType),
  createdAt: t.String({ format: 'date-time' }),
})
export type Event = typeof Event.static

/** A required text, refused in the words of the admin form's label; its limit counts characters as people see them. */
const Text = (label: string, max: number) =>
  limitedText(max, `${label} is required (at most ${max} characters)`, { required: true, pattern: '\\S' })
const texts = {
  name: Text('Event name', EVENT_NAME_MAX_LENGTH),
  description: Text('Description', EVENT_DESCRIPTION_MAX_LENGTH),
  location: Text('Location', EVENT_LOCATION_MAX_LENGTH),
}
/** What POST and PUT /api/events check in characters (their beforeHandle). */
export const EVENT_LIMITS: Record<string, TextLimit> = {
  name: texts.name.limit,
  description: texts.description.limit,
  location: texts.location.limit,
}

const fields = {
  name: texts.name.schema,
  description: texts.description.schema,
  date: t.String({
    format: 'date-time',
    error: 'Date and time must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z',
  }),
  endsAt: t.Union([t.String({ format: 'date-time' }), t.Null()], {
    error: 'Ends must be a date and time in ISO 8601 after the start, or null',
  }),
  expOn: ExpOn,
  capacity: t.Union([t.Integer({ minimum: CAPACITY_MIN, maximum: CAPACITY_MAX }), t.Null()], {
    error: `Seats must be a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}, or null for unlimited`,
  }),
  location: texts.location.schema,
  pointsAwarded: t.Integer({
    minimum: POINTS_AWARDED_MIN,
    maximum: POINTS_AWARDED_MAX,
    error: `Points awarded must be a whole number from ${POINTS_AWARDED_MIN} to ${POINTS_AWARDED_MAX}`,
  }),
  isActive: t.Boolean({ error: 'isActive must be true or false' }),
  imageUrl: t.Union([t.String(), t.Null()], { error: 'imageUrl must be an image data URL, or empty' }),
  type: t.Union([EventType, t.Null()], { error: TYPE_ERROR }),
}

export const EventCreate = t.Object({
  name: fields.name,
  description: fields.description,
  date: fields.date,
  location: fields.location,
  pointsAwarded: fields.pointsAwarded,
  endsAt: t.Optional(fields.endsAt),
  expOn: t.Optional(fields.expOn),
  capacity: t.Optional(fields.capacity),
  isActive: t.Optional(fields.isActive),
  imageUrl: t.Optional(fields.imageUrl),
  type: t.Optional(fields.type),
})
export type EventCreate = typeof EventCreate.static

export const EventUpdate = t.Partial(t.Object(fields))
export type EventUpdate = typeof EventUpdate.static

/** Any string: a malformed id is an unknown id (404), checked before it reaches SQL. */
export const EventParams = t.Object({ id: t.String() })
