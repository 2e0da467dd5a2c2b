/**
 * A query parameter read as text. The router parses `?error=123` as a number and `?x=true` as a
 * boolean: any scalar counts, as text, cut to `max` characters; anything else (an object, an
 * array) or an empty value is no value. Not a route: the router ignores files that start with `-`.
 */
export const searchText = (value: unknown, max = 200) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, max) || undefined
    : undefined
