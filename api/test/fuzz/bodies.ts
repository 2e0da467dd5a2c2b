/** Bodies for the property-based tests: nearly right (one bad field), mixed, any JSON, raw bytes. */
import fc from 'fast-check'
import { EVENT_TYPES, EXP_ON, REQUEST_BODY_MAX_BYTES, REQUEST_BODY_MAX_DEPTH } from '../../src/shared/constants'
import { dataUrl, IMAGES } from '../support'
import { anyJson, nastyString, number } from './values'

const text = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), nastyString, anyJson)
/** Text that passes validation: printable, not blank, short. */
const fineText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => /\S/.test(s))
/** Characters that break storage or queries, NUL twice as likely. */
const DANGER = ['\u0000', '\u0000', '\uD800', '\u202E', '\\', "'", '%_']
/** Valid-looking text with one dangerous character inside. */
const spiced = fc
  .tuple(fineText, fc.constantFrom(...DANGER), fc.string({ maxLength: 5 }))
  .map(([a, danger, b]) => `${a}${danger}${b}`)
const badText = fc.oneof({ weight: 3, arbitrary: spiced }, { weight: 2, arbitrary: text })
const image = fc.oneof(
  fc.constantFrom(
    dataUrl('image/png', IMAGES.png),
    dataUrl('image/gif', IMAGES.gif),
    dataUrl('image/jpeg', IMAGES.png),
    null,
    '',
  ),
  fc.base64String({ maxLength: 200 }).map((b64) => `data:image/webp;base64,${b64}`),
  anyJson,
)
const fineImage = fc.constantFrom(dataUrl('image/png', IMAGES.png), dataUrl('image/webp', IMAGES.webp), null, '')

/** Every field any route reads: a value validation accepts, and values it may not. */
export const FIELDS: Record<string, { fine: fc.Arbitrary<unknown>; nasty: fc.Arbitrary<unknown> }> = {
  username: { fine: fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/), nasty: badText },
  email: { fine: fc.emailAddress(), nasty: badText },
  password: { fine: fc.string({ minLength: 6, maxLength: 30 }), nasty: badText },
  bio: { fine: fc.string({ maxLength: 60 }), nasty: badText },
  profilePicture: { fine: fineImage, nasty: image },
  college: { fine: fineText, nasty: badText },
  graduationYear: { fine: fc.integer({ min: 1900, max: 2100 }), nasty: fc.oneof(fc.integer(), anyJson) },
  course: { fine: fineText, nasty: badText },
  branch: { fine: fineText, nasty: badText },
  enrollmentNumber: { fine: fineText, nasty: badText },
  phoneNumber: { fine: fc.stringMatching(/^\+?[0-9][0-9 ()-]{5,19}$/), nasty: badText },
  name: { fine: fineText, nasty: badText },
  description: { fine: fineText, nasty: badText },
  location: { fine: fineText, nasty: badText },
  date: {
    fine: fc
      .date({ min: new Date('2001-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    nasty: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      text,
    ),
  },
  pointsAwarded: { fine: fc.integer({ min: 1, max: 10_000 }), nasty: fc.oneof(fc.integer(), anyJson) },
  endsAt: {
    fine: fc.oneof(
      fc.constant(null),
      fc
        .date({ min: new Date('2001-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    ),
    nasty: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      text,
    ),
  },
  expOn: { fine: fc.constantFrom(...EXP_ON), nasty: badText },
  capacity: {
    fine: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 100_000 })),
    nasty: fc.oneof(fc.integer(), fc.double(), anyJson),
  },
  amount: {
    fine: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    nasty: fc.oneof(fc.integer(), fc.double(), fc.constant(0), anyJson),
  },
  note: { fine: fineText, nasty: badText },
  message: { fine: fineText, nasty: badText },
  handled: { fine: fc.boolean(), nasty: anyJson },
  // Check-in: well-formed tickets, ids and nonces that match nothing (404s), and times near now.
  ticket: { fine: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), nasty: badText },
  userId: { fine: fc.uuid(), nasty: badText },
  nonce: { fine: fc.uuid(), nasty: badText },
  scannedAt: {
    fine: fc.integer({ min: -3_600_000, max: 60_000 }).map((offset) => new Date(Date.now() + offset).toISOString()),
    nasty: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      text,
    ),
  },
  code: { fine: fc.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/), nasty: badText },
  // Jams: scores for the fixtures' categories (Overall, Fun), and entry ids that match nothing.
  scores: {
    fine: fc.record({ Overall: fc.integer({ min: 1, max: 5 }), Fun: fc.integer({ min: 1, max: 5 }) }),
    nasty: fc.oneof(
      fc.dictionary(fc.string({ unit: 'binary' }), fc.oneof(fc.integer(), fc.double(), anyJson)),
      anyJson,
    ),
  },
  entryId: { fine: fc.uuid(), nasty: badText },
  isActive: { fine: fc.boolean(), nasty: anyJson },
  showOnLeaderboard: { fine: fc.boolean(), nasty: anyJson },
  imageUrl: { fine: fineImage, nasty: image },
  type: { fine: fc.constantFrom(...EVENT_TYPES, null), nasty: badText },
  // The secret of a mailed link: the right shape, but none that the server issued.
  token: { fine: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), nasty: badText },
  // Jams: times near now (so some orders are right), and the jam's own fields.
  title: { fine: fineText, nasty: badText },
  ...Object.fromEntries(
    ['startsAt', 'submissionsCloseAt', 'votingClosesAt'].map((field) => [
      field,
      {
        fine: fc
          .integer({ min: -3 * 86_400_000, max: 10 * 86_400_000 })
          .map((offset) => new Date(Date.now() + offset).toISOString()),
        nasty: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          text,
        ),
      },
    ]),
  ),
  graceMinutes: { fine: fc.integer({ min: 0, max: 1440 }), nasty: fc.oneof(fc.integer(), fc.double(), anyJson) },
  theme: { fine: fc.oneof(fineText, fc.constant(null)), nasty: badText },
  themeVoting: { fine: fc.boolean(), nasty: anyJson },
  categories: {
    fine: fc.array(fineText, { maxLength: 5 }).map((names) => ['Overall', ...names]),
    nasty: fc.oneof(fc.array(badText, { maxLength: 12 }), anyJson),
  },
  maxTeamSize: { fine: fc.integer({ min: 1, max: 20 }), nasty: fc.oneof(fc.integer(), fc.double(), anyJson) },
  minRatings: { fine: fc.integer({ min: 0, max: 50 }), nasty: fc.oneof(fc.integer(), anyJson) },
  participationExp: { fine: fc.integer({ min: 0, max: 1000 }), nasty: fc.oneof(fc.integer(), anyJson) },
  placementExp: {
    fine: fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000)),
    nasty: fc.oneof(fc.array(fc.integer(), { maxLength: 5 }), anyJson),
  },
  showcaseEventId: { fine: fc.oneof(fc.uuid(), fc.constant(null)), nasty: badText },
  text: { fine: fineText, nasty: badText },
  skills: { fine: fc.array(fineText, { maxLength: 10 }), nasty: fc.oneof(fc.array(badText), anyJson) },
  lookingFor: { fine: fc.array(fineText, { maxLength: 10 }), nasty: fc.oneof(fc.array(badText), anyJson) },
  gameId: { fine: fc.uuid(), nasty: badText },
  // Fields no route may store: any value is "fine" for validation (they are stripped).
  role: { fine: fc.constantFrom('admin', 'user'), nasty: anyJson },
  exp: { fine: number, nasty: number },
  level: { fine: number, nasty: number },
  rank: { fine: text, nasty: text },
  googleId: { fine: text, nasty: text },
  discordId: { fine: text, nasty: text },
  _id: { fine: text, nasty: text },
}
const fine = (field: string) => FIELDS[field]?.fine ?? anyJson
const nasty = (field: string) => FIELDS[field]?.nasty ?? anyJson

/**
 * A body for a route that reads `fields` (`required` of them mandatory) and must ignore `stripped`:
 * - valid except for one field (the way most bugs behind validation are found),
 * - any subset of fields, each valid or not,
 * - any JSON value at all.
 */
export function bodyFor(fields: string[], required: string[] = [], stripped: string[] = []): fc.Arbitrary<unknown> {
  if (fields.length === 0) return anyJson
  const all = [...fields, ...stripped]
  const validBody = fc.record(Object.fromEntries(all.map((f) => [f, fine(f)])), { requiredKeys: required })
  const oneBad = fc
    .tuple(validBody, fc.constantFrom(...fields))
    .chain(([body, field]) => nasty(field).map((value) => ({ ...body, [field]: value })))
  const mixed = fc.record(Object.fromEntries(all.map((f) => [f, fc.oneof(fine(f), nasty(f))])), { requiredKeys: [] })
  return fc.oneof(
    { weight: 2, arbitrary: validBody },
    { weight: 5, arbitrary: oneBad },
    { weight: 2, arbitrary: mixed },
    { weight: 1, arbitrary: anyJson },
  )
}

/** Arrays or objects nested `depth` deep, as JSON text (from 1 to far beyond what is read). */
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** A body whose field holds a deeply nested value: around the depth limit, and far past it. */
const deepBody = (fields: string[]) =>
  fc
    .record({
      field: fields.length ? fc.constantFrom(...fields) : fc.constant('x'),
      depth: fc.oneof(
        fc.integer({ min: 1, max: REQUEST_BODY_MAX_DEPTH + 2 }),
        fc.integer({ min: REQUEST_BODY_MAX_DEPTH, max: 20_000 }),
      ),
      kind: fc.constantFrom('array' as const, 'object' as const),
    })
    .map(({ field, depth, kind }) => `{${JSON.stringify(field)}:${nested(depth, kind)}}`)

/** Large but valid JSON, just under and just over the body limit, and wide rather than deep. */
const OVERSIZED = [
  JSON.stringify({ bio: 'x'.repeat(REQUEST_BODY_MAX_BYTES - 100) }),
  JSON.stringify({ bio: 'x'.repeat(REQUEST_BODY_MAX_BYTES + 1) }),
  JSON.stringify({ name: Array.from({ length: 200_000 }, (_, i) => i) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
]

/** Raw bodies aimed at parsers: prototype pollution, deep nesting, duplicate keys, odd JSON. */
const RAW_BODIES = [
  '{"__proto__":{"role":"admin","exp":1000000}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  nested(5000, 'array'),
  nested(100_000, 'object'),
  `{"email":${nested(5000, 'array')},"password":"x"}`,
  `{"bio":"${'['.repeat(5000)}"}`, // brackets inside a string are not nesting
  '{"username":"a","username":"b"}',
  '{"bio":"\\u0000"}',
  '{"bio":"\\ud800"}',
  '1e999',
  '"\\u0000"',
  '\u0000',
  '\uFEFF{}',
  '{}garbage',
]

/** What goes on the wire: JSON, a raw string (broken JSON, form data, nothing), deep or oversized. */
export const wireBody = (body: fc.Arbitrary<unknown>, fields: string[] = []) =>
  fc.oneof(
    { weight: 5, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: body.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: deepBody(fields) },
    { weight: 1, arbitrary: fc.constantFrom(...OVERSIZED) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
