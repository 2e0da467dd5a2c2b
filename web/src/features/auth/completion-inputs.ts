import { PROFILE_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@club/api/shared/constants'
import type { FieldProps } from '../../components/Field'
import type { CompletionField } from './profile-completion'
import { USERNAME_HINT } from './signup-validation'

/**
 * How each completion field behaves on a phone: the keyboard it opens (inputMode), what autofill
 * may offer (autoComplete), and the Enter key's label (enterKeyHint, set by the form).
 */
export const COMPLETION_INPUTS: Record<CompletionField, Omit<FieldProps, 'id' | 'label'>> = {
  username: {
    hint: USERNAME_HINT,
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
    limit: USERNAME_MAX_LENGTH,
  },
  college: {
    hint: 'e.g. Delhi Technological University',
    autoComplete: 'organization',
    autoCapitalize: 'words',
    limit: PROFILE_FIELD_MAX_LENGTH,
  },
  // A text input with the number pad, not type=number (no spinner, no scroll-wheel changes).
  graduationYear: {
    hint: 'The year you finish, e.g. 2027',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 4,
  },
  course: { hint: 'e.g. B.Tech', autoComplete: 'off', limit: PROFILE_FIELD_MAX_LENGTH },
  enrollmentNumber: {
    hint: 'As on your college ID card',
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    limit: PROFILE_FIELD_MAX_LENGTH,
  },
  phoneNumber: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    hint: 'With the country code, e.g. +91 98100 00000',
  },
  branch: {
    hint: 'e.g. Computer Engineering',
    autoComplete: 'off',
    autoCapitalize: 'words',
    limit: PROFILE_FIELD_MAX_LENGTH,
  },
}
