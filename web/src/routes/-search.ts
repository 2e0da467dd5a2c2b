/**
 * Query parameters read as text. The router parses `?error=123` as a number and `?x=true` as a
 * boolean: any scalar counts, as text, cut to `max` characters; anything else (an object, an
 * array) or an empty value is no value. Not a route: the router ignores files that start with `-`.
 */
export const searchText = (value: unknown, max = 200) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, max) || undefined
    : undefined

/**
 * `?redirect=`: where to go once signed in (/signup, /complete-profile; /login adds its own). Only
 * read here: session/return-path.ts checks it where it is used, so only a path of this site is followed.
 */
export const withReturnPath = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: searchText(search.redirect, 1000),
})

/** `?token=`: the secret of a mailed link (/reset-password, /verify-email). */
export const withLinkToken = (search: Record<string, unknown>): { token?: string } => ({
  token: searchText(search.token),
})
