/** The texts of /profile (docs/product.md#profile, docs/product.md#messages) and the pure decisions behind the profile form. */
import type { LevelProgress } from '@club/api/shared/levels'

export const PICTURE_TYPE_ERROR = 'Please upload an image file (e.g., JPG, PNG, GIF) for your profile picture.'
export const PICTURE_READ_ERROR = 'Failed to read image file.'
export const PROFILE_UPDATED = 'Profile updated successfully!'
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.'
export const USERNAME_REQUIRED = 'Username is required.'
export const PROFILE_LOAD_FAILED = 'Failed to load profile. Please try again.'
export const REGISTRATIONS_LOAD_FAILED = 'Failed to load your event registrations.'

/** "120 / 150 EXP to level 3", or docs/product.md#profile: "Max Level Reached!" from level 20. */
export function expProgressText(progress: LevelProgress): string {
  if (progress.isMaxLevel) return 'Max Level Reached!'
  return `${progress.expIntoLevel} / ${progress.expSpan} EXP to level ${progress.level + 1}`
}

/** What the student did with the picture field: nothing, picked a new one, or removed it. */
export type PictureChoice = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' }

/** The picture the form shows now. */
export function previewOf(choice: PictureChoice, current: string | null): string | null {
  if (choice.kind === 'new') return choice.dataUrl
  if (choice.kind === 'remove') return null
  return current
}

/**
 * The body of PUT /api/user/profile (docs/api.md: username, bio, profilePicture as a data URL or
 * empty). An untouched picture is sent back as the address it already has, which the API keeps.
 */
export function profileUpdateBody(
  form: { username: string; bio: string },
  picture: PictureChoice,
  current: string | null,
): { username: string; bio: string; profilePicture: string } {
  const profilePicture = picture.kind === 'new' ? picture.dataUrl : picture.kind === 'remove' ? '' : (current ?? '')
  return { username: form.username.trim(), bio: form.bio.trim(), profilePicture }
}

/** docs/product.md#profile: the username is required; the API checks the rest and its message is shown. */
export function usernameError(username: string): string | null {
  return username.trim() ? null : USERNAME_REQUIRED
}
