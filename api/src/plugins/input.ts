/**
 * What no field may hold, checked after validation and before any handler runs, so nothing is
 * half-written; each refusal is a 422 naming the field (docs/api.md#conventions):
 * - a string with U+0000 (PostgreSQL text cannot hold it; a NUL is never meant), in the body or
 *   the query string;
 * - a string with a lone surrogate (UTF-16 half a character, such as JSON's "\ud800"): the
 *   database stores UTF-8, where it would silently become U+FFFD;
 * - a number sent as a string in a JSON body (`"capacity":"5"`). Elysia's `t.Integer`
 *   and `t.Numeric` accept numeric strings everywhere, which is right for a query string or a path
 *   (HTTP carries only text there) but not for JSON, which has numbers: body.ts notes which body
 *   strings look like a number, and a field whose validated value became one is
 *   refused here, for every route at once (decision 0193).
 */
import { Elysia } from 'elysia'
import { unprocessable } from '../lib/errors'

const MAX_DEPTH = 32

type Flaw = 'nul' | 'surrogate'

/** In unicode mode a paired surrogate is one code point, so this finds only lone ones. */
const LONE_SURROGATE = /\p{Cs}/u

const flawOf = (text: string): Flaw | null =>
  text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null

/** The path of the first string with a flaw ('' for the value itself) and the flaw, or null. */
export function findFlawedString(value: unknown, path = '', depth = 0): { path: string; flaw: Flaw } | null {
  if (typeof value === 'string') {
    const flaw = flawOf(value)
    return flaw ? { path, flaw } : null
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  for (const [key, child] of Object.entries(value)) {
    const found = findFlawedString(child, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

/** The path of the first string containing NUL ('' for the value itself), or null. */
export const findNul = (value: unknown): string | null => {
  const found = findFlawedString(value)
  return found?.flaw === 'nul' ? found.path : null
}

const FLAW_MESSAGE: Record<Flaw, string> = {
  nul: 'must not contain the NUL character (\\u0000)',
  surrogate: 'must not contain a lone surrogate (half of a UTF-16 character, such as \\ud800): send whole characters',
}

/** Strings a lenient validator could read as a number. */
const looksNumeric = (text: string) => text.trim() !== '' && !Number.isNaN(Number(text))

/** The paths (as keys) of the strings in a parsed JSON body that look like a number. */
export function numericLookingStrings(value: unknown, path: string[] = [], found: string[][] = [], depth = 0) {
  if (typeof value === 'string') {
    if (looksNumeric(value)) found.push(path)
  } else if (value !== null && typeof value === 'object' && depth <= MAX_DEPTH)
    for (const [key, child] of Object.entries(value)) numericLookingStrings(child, [...path, key], found, depth + 1)
  return found
}

/** Set by body.ts for each parsed JSON body: where it holds strings that look like numbers. */
export const numericStrings = new WeakMap<Request, string[][]>()

const at = (value: unknown, path: string[]) => {
  let here = value
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined
    here = (here as Record<string, unknown>)[key]
  }
  return here
}

export const inputPlugin = new Elysia({ name: 'input' }).onBeforeHandle(
  { as: 'global' },
  ({ body, query, request, route }) => {
    // The catch-all (plugins/web.ts) takes no input: an unknown API path is its 404 whatever its
    // query string holds, and the app's pages never read one here.
    if (route === '/*') return
    for (const path of numericStrings.get(request) ?? []) {
      const value = at(body, path)
      if (typeof value === 'number')
        throw unprocessable(`${path.join('.') || 'The request body'} must be a number in JSON, not a string in quotes`)
    }
    const found = findFlawedString(body) ?? findFlawedString(query)
    if (found !== null) throw unprocessable(`${found.path || 'The request body'} ${FLAW_MESSAGE[found.flaw]}`)
  },
)
