import { t } from 'elysia'
import { EventType } from '../events/model'
import { User } from '../users/model'

export const PAGE_SIZE_MAX = 100

export const PageQuery = {
  page: t.Optional(
    t.Integer({ minimum: 1, maximum: 100_000, default: 1, error: 'page must be a whole number from 1' }),
  ),
  pageSize: t.Optional(
    t.Integer({
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      default: 20,
      error: `pageSize must be from 1 to ${PAGE_SIZE_MAX}`,
    }),
  ),
}

export const UsersQuery = t.Object({
  ...PageQuery,
  search: t.Optional(t.String({ maxLength: 100, error: 'search must be at most 100 characters' })),
})

export const RegistrationsQuery = t.Object({
  ...PageQuery,
  type: t.Optional(EventType),
  eventId: t.Optional(t.String({ maxLength: 100 })),
})

export const Page = <T extends Parameters<typeof t.Array>[0]>(item: T) =>
  t.Object({ items: t.Array(item), total: t.Integer(), page: t.Integer(), pageSize: t.Integer() })

/** One participation row: who registered for what, joined for the admin tabs. */
export const Participation = t.Object({
  _id: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  expAwarded: t.Integer(),
  user: t.Pick(User, [
    '_id',
    'username',
    'email',
    'college',
    'branch',
    'course',
    'graduationYear',
    'enrollmentNumber',
    'exp',
    'level',
    'rank',
  ]),
  event: t.Object({
    _id: t.String(),
    name: t.String(),
    date: t.String({ format: 'date-time' }),
    type: t.Union([EventType, t.Null()]),
    isDeleted: t.Boolean(),
  }),
})
export type Participation = typeof Participation.static

const Month = t.Object({
  month: t.String({ description: 'YYYY-MM on the club’s clock' }),
  label: t.String({ description: '"November 2026"' }),
  newMembers: t.Integer({ description: 'Accounts made in the month' }),
  expEarned: t.Integer({ description: 'EXP awarded in the month (adjustments up included; takebacks not subtracted)' }),
})

export const Insights = t.Object({
  semester: t.Object({
    name: t.String({ description: '"July–December 2026"' }),
    from: t.String({ format: 'date-time' }),
    to: t.String({ format: 'date-time' }),
  }),
  events: t.Array(
    t.Object({
      _id: t.String({ format: 'uuid' }),
      name: t.String(),
      date: t.String({ format: 'date-time' }),
      registered: t.Integer({ description: 'Seats taken (the waitlist and cancellations not counted)' }),
      checkedIn: t.Integer(),
      noShow: t.Integer({ description: 'registered − checkedIn' }),
    }),
    { description: 'The semester’s events that have started, oldest first' },
  ),
  noShowRate: t.Union([t.Number({ minimum: 0, maximum: 1 }), t.Null()], {
    description: 'No-shows over seats taken across those events; null when there were none',
  }),
  months: t.Array(Month, { description: 'The last 12 months, oldest first, this one last' }),
})
