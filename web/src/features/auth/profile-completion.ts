import {
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PROFILE_COMPLETION_FIELDS,
  PROFILE_FIELD_MAX_LENGTH,
} from '@club/api/shared/constants'
import { checkPhone } from '@club/api/shared/text-limits'
import { checkLimit } from '../../components/character-count'
import type { UserJson } from '../../session/profile-query'
import { checkUsername } from './signup-validation'

export type CompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number]
export type CompletionValues = Record<CompletionField, string>
export type CompletionErrors = Partial<Record<CompletionField, string>>

/**
 * How the fields are named to people: the form's labels, and the names listed after "Please fill
 * in all required fields:" (docs/decisions/0055), in the form's order.
 */
export const FIELD_NAMES: Record<CompletionField, string> = {
  username: 'Username',
  college: 'College',
  graduationYear: 'Graduation Year',
  course: 'Course',
  enrollmentNumber: 'Enrollment Number',
  phoneNumber: 'Phone Number',
  branch: 'Branch',
}

export const PROFILE_COMPLETED = 'Profile completed successfully! Redirecting...'
export const COMPLETION_FAILED = 'Failed to complete profile. Please try again.'
export const YEAR_OUT_OF_RANGE = `Graduation Year must be a year from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`

/** docs/product.md#accounts: "Please fill in all required fields: " followed by the missing field names. */
export const missingFieldsMessage = (missing: CompletionField[]) =>
  `Please fill in all required fields: ${missing.map((field) => FIELD_NAMES[field]).join(', ')}`

/**
 * docs/product.md#accounts: the username is locked when the user already has one and signed in through a social
 * provider. An email-and-password user may still change theirs here.
 */
export const isUsernameLocked = (user: UserJson) => !user.needsUsernameSetup && Boolean(user.googleId || user.discordId)

/**
 * What the account already has. A username still to be chosen (`google_k3j9x2m1qa`, a placeholder
 * the server made up) is left empty rather than offered as if it were the person's.
 */
export function initialValues(user: UserJson): CompletionValues {
  return {
    username: user.needsUsernameSetup ? '' : user.username,
    college: user.college ?? '',
    graduationYear: user.graduationYear === null ? '' : String(user.graduationYear),
    course: user.course ?? '',
    enrollmentNumber: user.enrollmentNumber ?? '',
    phoneNumber: user.phoneNumber ?? '',
    branch: user.branch ?? '',
  }
}

export function validateCompletion(values: CompletionValues, usernameLocked: boolean) {
  const missing = PROFILE_COMPLETION_FIELDS.filter((field) => !values[field].trim())
  const errors: CompletionErrors = {}
  const username = values.username.trim()
  if (username && !usernameLocked) {
    const problem = checkUsername(username)
    if (problem) errors.username = problem
  }
  const year = values.graduationYear.trim()
  if (year && !(/^\d{4}$/.test(year) && Number(year) >= GRADUATION_YEAR_MIN && Number(year) <= GRADUATION_YEAR_MAX))
    errors.graduationYear = YEAR_OUT_OF_RANGE
  // The API's own phone rule (one rule, in @club/api/shared/text-limits), said in the same words.
  const phone = values.phoneNumber.trim()
  if (phone) errors.phoneNumber = checkPhone(phone)
  for (const field of ['college', 'course', 'enrollmentNumber', 'branch'] as const) {
    const value = values[field].trim()
    if (value) errors[field] = checkLimit(FIELD_NAMES[field], value, PROFILE_FIELD_MAX_LENGTH)
  }
  for (const field of PROFILE_COMPLETION_FIELDS) if (!errors[field]) delete errors[field]
  return { missing, errors }
}

/**
 * The field a server refusal is about: every message of PUT /api/user/profile starts with the
 * field's label ("Phone Number must be …"), so it is shown beside that field.
 */
export const fieldOfMessage = (message: string): CompletionField | undefined =>
  PROFILE_COMPLETION_FIELDS.find((field) => message.startsWith(`${FIELD_NAMES[field]} `))

/** The PUT /api/user/profile body: trimmed text, the year as a number, a locked username left out. */
export function completionPayload(values: CompletionValues, usernameLocked: boolean) {
  return {
    ...(usernameLocked ? {} : { username: values.username.trim() }),
    college: values.college.trim(),
    graduationYear: Number(values.graduationYear.trim()),
    course: values.course.trim(),
    enrollmentNumber: values.enrollmentNumber.trim(),
    phoneNumber: values.phoneNumber.trim(),
    branch: values.branch.trim(),
  }
}
