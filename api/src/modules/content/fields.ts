/**
 * Each field of the content once: its TypeBox schema (what validation and the OpenAPI document
 * say) and `read`, which checks a value sent in a request and returns it cleaned (text trimmed),
 * or refuses it with a 422 whose message names the field as the form shows it
 * (`team[2].members[0].role must be one of …`). `read` runs before the schema is checked, so a
 * person reads its message, and accepts nothing the schema refuses: the schema stays the
 * contract, `read` says the rules a schema cannot (trimmed text, characters as people see them,
 * https links, pictures) and says them in words.
 */
import { type TSchema, t } from 'elysia'
import { tooLarge, unprocessable } from '../../lib/errors'
import type { Range } from '../../shared/content/limits'
import { CONTENT_LIMITS, CONTENT_PICTURE_MAX_BYTES } from '../../shared/content/limits'
import { CODE_UNITS_PER_CHARACTER, graphemeCount } from '../../shared/text-limits'
import { hashFromMediaUrl } from '../media/service'

export interface Field<T> {
  /** What validation checks and the OpenAPI document shows; typed as what `read` returns (for Eden). */
  schema: Typed<T>
  /** The value cleaned, or a 422 naming `path`. */
  read(value: unknown, path: string): T
  /** May be left out of its object. */
  optional?: boolean
}

/** A schema whose static type is T: the builders below compose their schemas by hand. */
export type Typed<T> = TSchema & { static: T }
export const typed = <T>(schema: TSchema) => schema as Typed<T>

export type FieldValue<F> = F extends Field<infer T> ? T : never

export const at = (path: string, key: string) => (path ? `${path}.${key}` : key)
export const item = (path: string, index: number) => `${path}[${index}]`

const count = (n: number) => n.toLocaleString('en-US')

/** A lone surrogate is half a character: in unicode mode a paired one is one code point. */
const LONE_SURROGATE = /\p{Cs}/u

/** What plugins/input.ts refuses in any field, said here with the field's name as the form shows it. */
function refuseFlaws(value: string, path: string) {
  if (value.includes('\u0000')) throw unprocessable(`${path} must not contain the NUL character (\\u0000)`)
  if (LONE_SURROGATE.test(value))
    throw unprocessable(
      `${path} must not contain a lone surrogate (half of a UTF-16 character, such as \\ud800): send whole characters`,
    )
}

function readString(value: unknown, path: string, maxCodeUnits: number, tooLong: string): string {
  if (typeof value !== 'string') throw unprocessable(`${path} must be text`)
  if (value.length > maxCodeUnits) throw unprocessable(tooLong)
  refuseFlaws(value, path)
  return value.trim()
}

/** Text of `min` (0 or 1) to `max` characters as people see them, trimmed; blank is empty. */
export function text({ min, max }: Range): Field<string> {
  const required = min > 0
  const schema = t.String({
    minLength: required ? 1 : 0,
    maxLength: max * CODE_UNITS_PER_CHARACTER,
    ...(required ? { pattern: '\\S' } : {}),
    description: `${required ? '1' : '0'} to ${count(max)} characters as people see them, trimmed${required ? ', not blank' : ''}`,
  })
  return {
    schema,
    read(value, path) {
      const tooLong = `${path} must be at most ${count(max)} characters`
      const trimmed = readString(value, path, max * CODE_UNITS_PER_CHARACTER, tooLong)
      if (required && trimmed === '') throw unprocessable(`${path} must not be empty`)
      if (graphemeCount(trimmed) > max) throw unprocessable(tooLong)
      return trimmed
    },
  }
}

/** A whole number from `min` to `max`. */
export function wholeNumber({ min, max }: Range, description?: string): Field<number> {
  return {
    schema: t.Integer({ minimum: min, maximum: max, ...(description ? { description } : {}) }),
    read(value, path) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        throw unprocessable(`${path} must be a whole number from ${count(min)} to ${count(max)}`)
      return value
    },
  }
}

/** One of `values`, exactly as written. */
export function oneOf<V extends string>(values: readonly V[], description?: string): Field<V> {
  return {
    // default: undefined, or UnionEnum publishes the first value as a default the API does not apply.
    schema: t.UnionEnum(values as unknown as [V, ...V[]], {
      default: undefined,
      ...(description ? { description } : {}),
    }),
    read(value, path) {
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as V
      const sent = typeof value === 'string' && value.length <= 60 ? ` (not "${value}")` : ''
      throw unprocessable(`${path} must be one of ${values.join(', ')}${sent}`)
    },
  }
}

/** A list of `min` to `max` entries, each read by `entry` as `path[i]`. */
export function list<T>(entry: Field<T>, { min, max }: Range, description?: string): Field<T[]> {
  return {
    schema: typed<T[]>(
      t.Array(entry.schema, { minItems: min, maxItems: max, ...(description ? { description } : {}) }),
    ),
    read(value, path) {
      if (!Array.isArray(value)) throw unprocessable(`${path} must be a list`)
      if (value.length < min)
        throw unprocessable(
          min === 1 ? `${path} must have at least one entry` : `${path} must have at least ${count(min)} entries`,
        )
      if (value.length > max) throw unprocessable(`${path} must have at most ${count(max)} entries`)
      return value.map((child, index) => entry.read(child, item(path, index)))
    },
  }
}

type Shape = Record<string, Field<unknown>>
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S]
type Flatten<T> = { [K in keyof T]: T[K] }
type ObjectValue<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: FieldValue<S[K]> } & {
    [K in OptionalKeys<S>]?: Exclude<FieldValue<S[K]>, undefined>
  }
>

/** An object of these fields; others are left out (as validation leaves them out everywhere in the API). */
export function object<S extends Shape>(shape: S, description?: string): Field<ObjectValue<S>> {
  const properties = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field.optional ? t.Optional(field.schema) : field.schema]),
  )
  return {
    schema: typed<ObjectValue<S>>(t.Object(properties, description ? { description } : {})),
    read(value, path) {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw unprocessable(`${path} must be an object`)
      const out: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(shape)) {
        const child = (value as Record<string, unknown>)[key]
        if (child === undefined) {
          if (field.optional) continue
          throw unprocessable(`${at(path, key)} is missing`)
        }
        out[key] = field.read(child, at(path, key))
      }
      return out as ObjectValue<S>
    },
  }
}

export function optional<T>(field: Field<T>): Field<T | undefined> & { optional: true } {
  return { ...field, optional: true }
}

/** An https:// address; `required: false` takes '' too. */
export function httpsLink({ required }: { required: boolean }): Field<string> {
  const { max } = CONTENT_LIMITS.link
  const rule = required ? 'must be an https:// link' : 'must be an https:// link, or empty'
  return {
    schema: t.String({
      maxLength: max,
      // Blanks around it are trimmed.
      pattern: required ? '^\\s*https://\\S+\\s*$' : '^\\s*(https://\\S+)?\\s*$',
      description: required ? 'An https:// address' : 'An https:// address, or empty',
    }),
    read(value, path) {
      const trimmed = readString(value, path, max, `${path} must be at most ${count(max)} characters`)
      if (!required && trimmed === '') return ''
      if (!isHttpsLink(trimmed)) throw unprocessable(`${path} ${rule}`)
      return trimmed
    },
  }
}

export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value) || !URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
}

/** A shipped picture's address: /images/… (web/public/images). */
const SHIPPED_PICTURE = /^\/images\/[A-Za-z0-9._/-]+$/

/** The longest data URL a picture of CONTENT_PICTURE_MAX_BYTES can be: base64, plus the header. */
export const PICTURE_TEXT_MAX = Math.ceil(CONTENT_PICTURE_MAX_BYTES / 3) * 4 + 200

export const TOO_LARGE = (path: string) =>
  `${path} is larger than ${CONTENT_PICTURE_MAX_BYTES / 1024 / 1024} MiB: send a smaller picture`

/**
 * A picture: a data URL (a new one), /api/media/<hash> or /images/… (one stored or shipped). Here
 * only the form is checked; whether the picture exists, and the decoding, come once the sender is
 * known to be an admin (pictures.ts). `required: false` takes '' (the page's fallback picture).
 */
export function picture({ required }: { required: boolean }): Field<string> {
  const unknown = (path: string) =>
    `${path} must be a picture: a PNG, JPEG, GIF or WebP sent as a data URL, or one the site already shows (/images/… or /api/media/…)`
  return {
    schema: t.String({
      minLength: required ? 1 : 0,
      maxLength: PICTURE_TEXT_MAX,
      description: `A new picture as a data URL (PNG, JPEG, GIF or WebP, at most ${CONTENT_PICTURE_MAX_BYTES / 1024 / 1024} MiB), or the address of one the content or its defaults already show (/images/…, /api/media/<hash>)${required ? '' : ', or empty for the fallback picture'}`,
    }),
    read(value, path) {
      if (typeof value !== 'string') throw unprocessable(unknown(path))
      if (value.length > PICTURE_TEXT_MAX) throw tooLarge(TOO_LARGE(path))
      refuseFlaws(value, path)
      const trimmed = value.trim()
      if (trimmed === '') {
        if (required) throw unprocessable(`${path} must not be empty: choose a picture`)
        return ''
      }
      if (trimmed.startsWith('data:') || hashFromMediaUrl(trimmed) || SHIPPED_PICTURE.test(trimmed)) return trimmed
      throw unprocessable(unknown(path))
    },
  }
}
