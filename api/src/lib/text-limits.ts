/**
 * Text fields whose limit counts characters as people see them (shared/text-limits.ts): the
 * schema reads at most CODE_UNITS_PER_CHARACTER code units a character and says the rule in the
 * field's label; `enforceLimits`, a route's beforeHandle, refuses with 422 and the same message
 * a text of more characters than the limit (docs/decisions/0210-limits-count-what-people-see.md).
 */
import { t } from 'elysia'
import { CODE_UNITS_PER_CHARACTER, graphemeCount } from '../shared/text-limits'
import { unprocessable } from './errors'

export interface TextLimit {
  max: number
  message: string
}

/** A text of 1 (or 0 when not `required`) to `max` characters, refused with `message`; `pattern`: what it must contain. */
export function limitedText(max: number, message: string, options: { required: boolean; pattern?: string }) {
  const schema = t.String({
    minLength: options.required ? 1 : 0,
    maxLength: max * CODE_UNITS_PER_CHARACTER,
    ...(options.pattern ? { pattern: options.pattern } : {}),
    error: message,
    description: `At most ${max} characters as people see them (grapheme clusters).`,
  })
  return { schema, limit: { max, message } satisfies TextLimit }
}

/** The beforeHandle that refuses, with the field's own message, the first text over its limit. */
export const enforceLimits =
  (limits: Record<string, TextLimit>) =>
  ({ body }: { body: unknown }) => {
    if (typeof body !== 'object' || body === null) return
    for (const [field, limit] of Object.entries(limits)) {
      const value = (body as Record<string, unknown>)[field]
      if (typeof value === 'string' && graphemeCount(value) > limit.max) throw unprocessable(limit.message)
    }
  }
