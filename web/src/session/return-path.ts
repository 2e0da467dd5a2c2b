/**
 * Where a student goes back to after signing in (docs/decisions/0116): a page that sends them to
 * /login names itself in `?redirect=`, and the login (or sign-up, then profile completion) ends
 * there instead of on /profile. The address bar is anyone's to write, so the value is used only
 * through safeReturnPath: a path on this site, never another origin, never a sign-in screen.
 */

/** The screens of signing in: coming back to one of them would loop. */
const SIGN_IN_PAGES = new Set([
  '/login',
  '/signup',
  '/auth/callback',
  '/complete-profile',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
])

export const RETURN_PATH_MAX_LENGTH = 512

/** Any origin of our own making: only what resolves to it is a path on this site. */
const BASE = 'https://return-path.invalid'

/**
 * The path, query and fragment to navigate to, or undefined when `value` is not one of ours:
 * it must start with one `/` (not `//` or `/\`, which browsers read as another host), hold no
 * backslash or control character (browsers drop tabs and newlines, turning `/\t/x` into `//x`),
 * resolve to this origin, and its path, decoded, must not start with `//` either.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  let url: URL
  let path: string
  try {
    url = new URL(value, BASE)
    path = decodeURIComponent(url.pathname)
  } catch {
    return undefined
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || path.startsWith('//') || path.includes('\\'))
    return undefined
  if (SIGN_IN_PAGES.has(url.pathname.replace(/(.)\/+$/, '$1'))) return undefined
  return url.pathname + url.search + url.hash
}

/** The page the student is on, as a return path (undefined on a sign-in screen). */
export const currentReturnPath = () =>
  typeof window === 'undefined' ? undefined : safeReturnPath(window.location.pathname + window.location.search)
