/**
 * PostgreSQL text cannot hold U+0000 (the query fails), and a NUL in a name, an email or a search
 * is never meant. Any string in the body or the query string that carries one is refused with a
 * 422 naming the field, after validation and before any handler runs, so nothing is half-written.
 */
import { Elysia } from 'elysia'
import { unprocessable } from '../lib/errors'

const MAX_DEPTH = 32

/** The path of the first string containing NUL ('' for the value itself), or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

export const inputPlugin = new Elysia({ name: 'input' }).onBeforeHandle({ as: 'global' }, ({ body, query }) => {
  const field = findNul(body) ?? findNul(query)
  if (field !== null) throw unprocessable(`${field || 'The request body'} must not contain the NUL character (\\u0000)`)
})
