import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { EXP_ADJUSTMENT_MAX, EXP_NOTE_MAX_LENGTH, EXP_REASONS } from '../../shared/constants'
import { User } from '../users/model'

/** One entry of a user's EXP history (docs/api.md#exp-ledger). The amounts add up to their exp. */
export const ExpEntry = t.Object({
  _id: t.String(),
  amount: t.Integer(),
  reason: t.UnionEnum(EXP_REASONS, { default: undefined }),
  /** The admin's words for an adjustment; null for entries the rules made. */
  note: Nullable(t.String()),
  event: Nullable(t.Object({ _id: t.String(), name: t.String() })),
  /** The jam whose results paid it (jam_participation, jam_placement); null otherwise. */
  jam: Nullable(t.Object({ _id: t.String(), slug: t.String(), title: t.String() })),
  /** Who made an adjustment (null for the rules' entries, or once that admin's account is gone). */
  createdBy: Nullable(t.Object({ _id: t.String(), username: t.String() })),
  createdAt: t.String({ format: 'date-time' }),
})
export type ExpEntry = typeof ExpEntry.static

export const AMOUNT_ERROR = `amount must be a whole number other than 0, from -${EXP_ADJUSTMENT_MAX} to ${EXP_ADJUSTMENT_MAX}`
export const NOTE_ERROR = `note is required: 1 to ${EXP_NOTE_MAX_LENGTH} characters saying why`

export const ExpAdjustment = t.Object({
  amount: t.Integer({ minimum: -EXP_ADJUSTMENT_MAX, maximum: EXP_ADJUSTMENT_MAX, error: AMOUNT_ERROR }),
  // Trimmed, then 1..EXP_NOTE_MAX_LENGTH (the service checks; this only bounds the body).
  note: t.String({ maxLength: EXP_NOTE_MAX_LENGTH * 4, error: NOTE_ERROR }),
})
export type ExpAdjustment = typeof ExpAdjustment.static

export const ExpAdjustmentResult = t.Object({ entry: ExpEntry, user: User })

export const UserParams = t.Object({ id: t.String() })
