/** Values that have broken servers: control characters and NUL, lone surrogates, huge, SQL, paths. */
import fc from 'fast-check'

export const nastyString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '%',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'null',
    'NaN',
    '1e309',
    '-0',
    '😀'.repeat(40),
    'x'.repeat(5_000),
    '2026-13-45T99:99:99Z',
    '0000-01-01T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    'data:image/png;base64,',
    'data:image/png;base64,!!!!',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/media/../../etc',
  ),
)

export const number = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 3000 }),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53),
)
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
)
