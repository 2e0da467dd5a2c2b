import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { limitedText, type TextLimit } from '../../lib/text-limits'
import {
  BIO_MAX_LENGTH,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PROFILE_FIELD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../../shared/constants'
import { PHONE_INVALID, PHONE_PATTERN } from '../../shared/text-limits'
import { NotificationPrefs } from '../notifications/model'

/** The user JSON (docs/api.md#users). Never a password hash. */
export const User = t.Object(
  {
    _id: t.String(),
    username: t.String(),
    email: t.String(),
    role: t.Union([t.Literal('admin'), t.Literal('user')]),
    profilePicture: Nullable(t.String()),
    bio: t.String(),
    rank: t.String(),
    level: t.Integer(),
    exp: t.Integer(),
    isProfileComplete: t.Boolean(),
    needsUsernameSetup: t.Boolean(),
    college: Nullable(t.String()),
    graduationYear: Nullable(t.Integer()),
    course: Nullable(t.String()),
    branch: Nullable(t.String()),
    enrollmentNumber: Nullable(t.String()),
    phoneNumber: Nullable(t.String()),
    googleId: Nullable(t.String()),
    discordId: Nullable(t.String()),
    /** True when the account has a password (false for social-only accounts). */
    hasPassword: t.Boolean(),
    /** false: left out of the leaderboard, every period and page (docs/product.md#leaderboard). */
    showOnLeaderboard: t.Boolean(),
    /** The owner proved the address (a mailed link, a reset, or a provider that verified it). */
    emailVerified: t.Boolean(),
    /** What the person wants to be told, by email and by push (docs/api.md#notifications). */
    notifications: NotificationPrefs,
    createdAt: t.String({ format: 'date-time' }),
  },
  { description: 'A user. Level and rank are derived from exp (docs/levels-and-ranks.md).' },
)
export type User = typeof User.static

export const Username = t.String({
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  pattern: USERNAME_PATTERN,
  error: `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, "_", "." or "-", with at least one letter or digit`,
})

/**
 * The profile's texts, each refused in the words of the form's label (docs/api.md#users), their
 * limits counted in characters as people see them (lib/text-limits.ts).
 */
const field = (label: string) =>
  limitedText(PROFILE_FIELD_MAX_LENGTH, `${label} must be 1 to ${PROFILE_FIELD_MAX_LENGTH} characters`, {
    required: true,
  })
const college = field('College')
const course = field('Course')
const branch = field('Branch')
const enrollmentNumber = field('Enrollment Number')
const bio = limitedText(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`, { required: false })

/** What PUT /api/user/profile checks in characters (its beforeHandle). */
export const PROFILE_LIMITS: Record<string, TextLimit> = {
  college: college.limit,
  course: course.limit,
  branch: branch.limit,
  enrollmentNumber: enrollmentNumber.limit,
  bio: bio.limit,
}

/**
 * PUT /api/user/profile: any of these. role, exp, level, rank, email and the provider ids are
 * not in the schema, so they are stripped before the handler and can never be stored.
 */
export const ProfileUpdate = t.Object({
  username: t.Optional(Username),
  bio: t.Optional(bio.schema),
  profilePicture: t.Optional(
    t.Union([t.String(), t.Null()], {
      error: 'Profile picture must be an image data URL, the current picture URL, or empty',
    }),
  ),
  college: t.Optional(college.schema),
  graduationYear: t.Optional(
    t.Integer({
      minimum: GRADUATION_YEAR_MIN,
      maximum: GRADUATION_YEAR_MAX,
      error: `Graduation Year must be a year from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`,
    }),
  ),
  course: t.Optional(course.schema),
  branch: t.Optional(branch.schema),
  enrollmentNumber: t.Optional(enrollmentNumber.schema),
  phoneNumber: t.Optional(t.String({ pattern: PHONE_PATTERN, error: PHONE_INVALID })),
  showOnLeaderboard: t.Optional(t.Boolean({ error: 'Show me on the leaderboard must be true or false' })),
})
export type ProfileUpdate = typeof ProfileUpdate.static
