/** The rest of a generated request: path ids, query strings and headers. */
import fc from 'fast-check'
import { EVENT_TYPES } from '../../src/shared/constants'
import { nastyString } from './values'

/** encodeURIComponent, except a lone surrogate becomes the bytes of one (invalid UTF-8 for the server to decode). */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`
  }
}

/** A path segment: real ids, uuids, garbage (encoded), and raw percent sequences. */
export const idSegment = (real: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: nastyString.filter((s) => s.length > 0).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '..', '.', '%2F', '%2e%2e', ' ') },
  )

export const queryString = fc
  .tuple(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('page', 'pageSize', 'search', 'type', 'eventId', 'period', 'limit', 'offset'),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(nastyString, fc.integer().map(String), fc.constantFrom(...EVENT_TYPES, 'all', 'semester')),
      { maxKeys: 4 },
    ),
    fc.constantFrom('', '&page=1&page=2', '&', '&=&', '&page[]=1', '&search[a]=1', '&%=%', '&type=Hackathon&type=x'),
  )
  .map(([params, raw]) => {
    const encoded = new URLSearchParams(params as Record<string, string>).toString()
    return encoded || raw ? `?${encoded}${raw}` : ''
  })

/** Header values a Request accepts: no NUL, CR or LF (the fetch standard's rule). */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
})

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=latin1',
]

export const extraHeaders = fc.record(
  {
    // Mostly JSON, or validation would refuse nearly everything before the interesting code runs.
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: headerValue },
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
    'if-none-match': headerValue,
    'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'gzip, br', '*'), headerValue),
    'x-request-id': headerValue,
    accept: headerValue,
    cookie: headerValue,
  },
  { requiredKeys: ['content-type'] },
)
