/**
 * The OpenAPI document at /api/docs/json, built from the routes themselves so that a route added
 * later is documented by the same rules (decision 0200). The OpenAPI plugin turns each route's
 * schemas into paths; this file then makes the document say what the server really does:
 *
 * - security comes from the route's macros (plugins/auth.ts): `auth`/`admin` require a bearer
 *   token (and answer 401, admin also 403), `optionalAuth` takes one if sent, other routes are
 *   public and say so (`security: []`);
 * - a request body is JSON (plugins/body.ts reads nothing else), documented with its schema under
 *   `application/json`; any body sent with POST, PUT, PATCH or DELETE is read before the route
 *   runs, whether or not the route takes one, so those may be answered 400, 415 or 422;
 * - every route may be answered 413 (a declared body over the limit) and 431 (headers too large:
 *   plugins/http.ts), 503 (the database is not answering: plugins/errors.ts), and 422 (plugins/input.ts
 *   refuses a NUL or a lone surrogate in any query parameter, on every route);
 * - an answer whose schema says `x-no-body` (the tus routes) is published without content, and a
 *   request body none of whose fields is required is published as optional;
 * - answers a route makes itself (302, 304, images, calendar files) come from its `detail.responses`,
 *   and a string schema with `contentMediaType` is published under that media type;
 * - a nullable enum lists null among its values (TypeBox writes `type: [..., 'null']` and an enum
 *   without it, which refuses null).
 *
 * It is published valid OpenAPI 3.1 (Redocly's recommended rules, checked in the static step of
 * scripts/test.ts), without Elysia's `error` messages (publishable), which OpenAPI does not know.
 * api/test/openapi-check.ts checks every answer of the API suite against it.
 */
import { toOpenAPISchema } from '@elysiajs/openapi'
import type { AnyElysia } from 'elysia'
import type { OpenAPIV3_1 } from 'openapi-types'
import { ErrorBody } from '../lib/errors'
import { BODY_NOT_JSON, BODY_TOO_LARGE } from './body'
import { HEADERS_TOO_LARGE } from './http'

export const DOCS_TITLE = 'Game Development Club API'
export const SPEC_PATH = '/api/docs/json'
export const OPENAPI_VERSION = '3.1.2'

export type OpenAPIDocument = OpenAPIV3_1.Document
type Operation = OpenAPIV3_1.OperationObject
type Responses = Record<string, OpenAPIV3_1.ResponseObject>

/** What the OpenAPI plugin reads of an app (Elysia keeps these methods protected). */
interface RouteSource {
  getGlobalRoutes(): { method: string; path: string; hooks?: { body?: unknown; detail?: unknown } }[]
  getGlobalDefinitions?(): unknown
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
const BODY_METHODS = new Set<string>(['post', 'put', 'patch', 'delete'])

/** An answer that is `{ message }`. */
export const errorAnswer = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** The answers plugins give before (or instead of) the route, by when they apply. */
const ANSWERS = {
  invalidJson: ['400', errorAnswer('The request body is not valid JSON')],
  unauthorized: ['401', errorAnswer('No bearer token, or one that has expired or was revoked: log in again')],
  forbidden: ['403', errorAnswer('Signed in, but not an administrator')],
  tooLarge: ['413', errorAnswer(BODY_TOO_LARGE)],
  notJson: ['415', errorAnswer(BODY_NOT_JSON)],
  invalid: ['422', errorAnswer('An input is invalid; the message names the field and the rule')],
  headersTooLarge: ['431', errorAnswer(HEADERS_TOO_LARGE)],
  unavailable: [
    '503',
    {
      ...errorAnswer('The database is not answering; try again after Retry-After seconds'),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    },
  ],
} satisfies Record<string, [string, OpenAPIV3_1.ResponseObject]>

/**
 * The document: the plugin's paths and schemas, completed from the routes (see above). `plugin`
 * is any instance of the app: its global routes are the whole app's.
 */
export function buildDocument(plugin: AnyElysia): OpenAPIDocument {
  const app = plugin as unknown as RouteSource
  const routes = app.getGlobalRoutes()
  // The body plugin's parser is a function, which the OpenAPI plugin cannot describe (it would
  // publish `content: {}`): tell it the truth, that bodies are JSON.
  const view = {
    getGlobalRoutes: () =>
      routes.map((route) =>
        route.hooks?.body ? { ...route, hooks: { ...route.hooks, parse: [{ fn: 'json' }] } } : route,
      ),
    getGlobalDefinitions: () => app.getGlobalDefinitions?.(),
  }
  const generated = toOpenAPISchema(
    view as unknown as AnyElysia,
    // Not the plugin's "static file" guess (any path with a dot): the calendar routes end in .ics.
    { paths: ['/*', '/api/*'], staticFile: false },
    undefined,
    undefined,
    OPENAPI_VERSION,
  )
  const document = publishable({
    openapi: OPENAPI_VERSION,
    info: {
      title: DOCS_TITLE,
      version: '1.0.0',
      description:
        'Accounts, events, registrations and EXP. Authenticated calls carry `Authorization: Bearer <token>` from /api/auth/login or /api/auth/signup; an operation with `security: []` is public. Every error is `{ message }`.',
    },
    // Relative: the API is wherever this document is served from (its paths start with /api).
    servers: [{ url: '/', description: 'This server' }],
    paths: generated.paths,
    components: {
      schemas: { ...generated.components.schemas, Error: ErrorBody },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  }) as unknown as OpenAPIDocument
  for (const route of routes) {
    const path = route.path.replace(/:([^/?]+)/g, '{$1}')
    const operation = document.paths?.[path]?.[route.method.toLowerCase() as (typeof METHODS)[number]]
    const own = (route.hooks?.detail as { responses?: Responses } | undefined)?.responses
    // The route's own answers (detail.responses) beside those of its response schemas.
    if (operation && own) Object.assign(operation, { responses: { ...publishable(own), ...operation.responses } })
  }
  for (const item of Object.values(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item?.[method]
      if (operation) complete(operation, method, (document.components?.schemas ?? {}) as Record<string, object>)
    }
  nullableEnums(document)
  return document
}

/** One operation made true to what the plugins answer (the list at the top of this file). */
function complete(operation: Operation, method: (typeof METHODS)[number], schemas: Record<string, object>) {
  operation.responses ??= {}
  const responses = operation.responses as Responses
  const add = ([status, answer]: [string, OpenAPIV3_1.ResponseObject]) => {
    responses[status] ??= answer
  }
  // Public: an explicit empty list, OpenAPI's "no security" (Redocly's security-defined rule).
  operation.security ??= []
  const security = operation.security
  if (security.length && security.every((requirement) => Object.keys(requirement).length > 0)) {
    add(ANSWERS.unauthorized)
    if (security.some((requirement) => Object.values(requirement).some((roles) => roles.includes('admin'))))
      add(ANSWERS.forbidden)
  }
  // The body plugin reads whatever body comes with these methods, before the route and whether or
  // not the route takes one.
  if (operation.requestBody || BODY_METHODS.has(method)) {
    add(ANSWERS.invalidJson)
    add(ANSWERS.notJson)
    add(ANSWERS.invalid)
  }
  // Any query parameter, declared or not, is refused with 422 when it holds a NUL (plugins/input.ts).
  add(ANSWERS.invalid)
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
  const bodySchema = body?.content?.['application/json']?.schema as { $ref?: string; required?: unknown[] } | undefined
  const resolved = bodySchema?.$ref ? schemas[bodySchema.$ref.replace('#/components/schemas/', '')] : bodySchema
  if (body && resolved && !(resolved as { required?: unknown[] }).required?.length) body.required = false
  // A declared body over the limit is refused before routing, whatever the method (http.ts).
  add(ANSWERS.tooLarge)
  add(ANSWERS.headersTooLarge)
  add(ANSWERS.unavailable)
  for (const answer of Object.values(responses)) {
    const content = answer.content
    if (Object.values(content ?? {}).some((media) => (media.schema as Record<string, unknown>)?.['x-no-body'])) {
      delete answer.content
      continue
    }
    const text = content?.['text/plain']
    const mediaType = (text?.schema as { contentMediaType?: unknown } | undefined)?.contentMediaType
    if (content && text && typeof mediaType === 'string') {
      delete content['text/plain']
      content[mediaType] = text
    }
  }
}

/** `{ type: ['string', 'null'], enum: [...] }` accepts null only if null is among the values. */
function nullableEnums(node: unknown) {
  if (Array.isArray(node)) for (const child of node) nullableEnums(child)
  else if (node && typeof node === 'object') {
    const schema = node as { type?: unknown; enum?: unknown[] }
    if (Array.isArray(schema.enum) && Array.isArray(schema.type) && schema.type.includes('null'))
      if (!schema.enum.includes(null)) schema.enum.push(null)
    for (const child of Object.values(node)) nullableEnums(child)
  }
}

/**
 * A copy (the schemas are the ones validation runs on) without Elysia's `error` messages, the
 * only keyword it adds that OpenAPI does not know. A message is a string; a property named
 * `error` in a schema's `properties` is a schema object, and stays.
 */
export function publishable<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.error === 'string') {
      const { error: _message, ...schema } = value
      return schema
    }
    return value
  })
}
