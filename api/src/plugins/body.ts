/**
 * Reads every request body before any route or validator sees it (docs/api.md#conventions):
 * JSON only (else 415; the one exception is the one-click unsubscribe, which mail programs post as a form), at most REQUEST_BODY_MAX_BYTES however it is sent (a declared length is
 * refused in http.ts before reading; a streamed body is cut off here; a content save, which carries
 * pictures, may send CONTENT_BODY_MAX_BYTES: bodyLimit), nested at most
 * REQUEST_BODY_MAX_DEPTH levels (checked on the text, before parsing), and a JSON object. Where
 * it holds a string that looks like a number, input.ts checks after validation that it stayed one.
 * Each refusal is a `{ message }` answer from the error plugin, logged like any other request.
 */
import { Elysia } from 'elysia'
import { HttpError, tooLarge, unprocessable } from '../lib/errors'
import { isUploadPath, REQUEST_BODY_MAX_BYTES, REQUEST_BODY_MAX_DEPTH } from '../shared/constants'
import { CONTENT_BODY_MAX_BYTES, CONTENT_SAVE_PATH } from '../shared/content/limits'
import { UNSUBSCRIBE_PATH } from '../shared/notifications'
import { numericLookingStrings, numericStrings } from './input'

export const bodyTooLarge = (limit: number) => `The request body is larger than ${limit / 1024 / 1024} MiB`
export const BODY_TOO_LARGE = bodyTooLarge(REQUEST_BODY_MAX_BYTES)

/**
 * The most this request's body may hold: a content save (PUT /api/admin/content/:section, whose
 * pictures come as data URLs) sent with a bearer token may carry CONTENT_BODY_MAX_BYTES; anything
 * else, REQUEST_BODY_MAX_BYTES. Without a token the save is a 401 anyway: no large body is read for it.
 */
export function bodyLimit(method: string, path: string, headers: Headers): number {
  const bearer = /^Bearer\s/i.test(headers.get('authorization') ?? '')
  return method === 'PUT' && path.startsWith(CONTENT_SAVE_PATH) && bearer
    ? CONTENT_BODY_MAX_BYTES
    : REQUEST_BODY_MAX_BYTES
}

export const BODY_TOO_DEEP = `The request body is nested too deeply (more than ${REQUEST_BODY_MAX_DEPTH} levels)`
export const BODY_NOT_OBJECT = 'The request body must be a JSON object'
export const BODY_NOT_UTF8 = 'The request body is not valid UTF-8: send text encoded as UTF-8'
export const BODY_NOT_JSON = 'Send the request body as JSON, with Content-Type: application/json'

const decodeUtf8 = (bytes: Uint8Array | ArrayBuffer) => {
  try {
    // fatal: a malformed byte (a lone surrogate encoded as UTF-8 among them) is refused, never read as U+FFFD.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw unprocessable(BODY_NOT_UTF8)
  }
}

/**
 * The body as text. With a declared length (http.ts refused it above the limit, and no more than
 * that length is ever read as this request's body) it is read in one piece, which costs a fraction
 * of a stream reader's turns (those were 14 % of the API's profile under jam ratings:
 * docs/benchmarks.md, "Jam ratings"); a body without one (chunked) is read as a stream and cut off at `limit`.
 */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) <= limit)
    return decodeUtf8(await request.arrayBuffer())
  return readText(request.body as ReadableStream<Uint8Array>, limit)
}

/** The body as text, or a 413 once it passes `limit` bytes (the rest is never read). */
export async function readText(body: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge(bodyTooLarge(limit))
    }
    chunks.push(value)
  }
  return decodeUtf8(Buffer.concat(chunks))
}

/** True when arrays and objects in the JSON text nest deeper than `max` (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

const ONE_CLICK_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])

const isJson = (contentType: string) =>
  contentType === 'application/json' || /^application\/[\w.-]+\+json$/.test(contentType)

/** What a raw-body route's `body` is: the stream is left unread for the route. */
export const RAW_BODY = Symbol('raw body')

export const bodyPlugin = new Elysia({ name: 'body' }).onParse(
  { as: 'global' },
  async ({ request, contentType, path }) => {
    // tus bodies are raw bytes that @tus/server streams to disk itself (modules/games/uploads-routes.ts).
    if (isUploadPath(path)) return RAW_BODY
    if (!request.body) return undefined
    const type = contentType.trim().toLowerCase()
    if (type === '') return undefined // no type: the body is not read, and validation says what is missing
    if (!isJson(type)) {
      // RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
      if (ONE_CLICK_TYPES.has(type.split(';')[0]?.trim() ?? '') && path === UNSUBSCRIBE_PATH) {
        await readText(request.body, REQUEST_BODY_MAX_BYTES)
        return {}
      }
      throw new HttpError(415, BODY_NOT_JSON)
    }
    const text = await readBody(request, bodyLimit(request.method, path, request.headers))
    if (nestsDeeperThan(text, REQUEST_BODY_MAX_DEPTH)) throw unprocessable(BODY_TOO_DEEP)
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unprocessable(BODY_NOT_OBJECT)
    // Validation may turn "5" into 5: input.ts refuses that for JSON, which has numbers (decision 0193).
    const numeric = numericLookingStrings(value)
    if (numeric.length) numericStrings.set(request, numeric)
    return value
  },
)
