/**
 * Every request the API tests send through an app (Eden or ctx.request: both call app.handle) is
 * checked against the published OpenAPI document, /api/docs/json, as a validating proxy would
 * (decision 0201):
 *
 * - the operation exists (an /api path the document does not know may only answer 404);
 * - the status is documented for that operation;
 * - the answer's media type is documented for that status, and a JSON answer matches its schema;
 *   an answer documented without content has no body;
 * - a request the server accepted (< 400) sent what the document asks: its body in a documented
 *   media type, matching the schema, and its path and query parameters matching theirs.
 *
 * The document is read once per process and each schema compiled once (ajv, JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1). Mismatches are collected; test/openapi-preload.ts fails the test
 * that caused them and prints the figures at the end of the run.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { OpenAPIV3_1 } from 'openapi-types'

type Document = OpenAPIV3_1.Document
type Operation = OpenAPIV3_1.OperationObject
type Response_ = OpenAPIV3_1.ResponseObject
type Parameter = OpenAPIV3_1.ParameterObject

/** Not in the document on purpose (detail.hide): the docs page, its assets and the document. */
const HIDDEN = /^\/api\/docs(\/json|\/assets\/[^/]+)?$/
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

const pointer = (...tokens: string[]) =>
  tokens.map((token) => `/${encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('')

const mediaType = (header: string | null) => header?.split(';')[0]?.trim().toLowerCase() ?? ''
const isJson = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)

interface Route {
  template: string
  pattern: RegExp
  names: string[]
  literal: number
}

/** A document compiled for checking: its operations by path, each schema compiled on first use. */
export class OpenApiChecker {
  private readonly ajv: Ajv2020
  /** Parameters arrive as text: this one converts "5" to 5 where the schema says integer. */
  private readonly coercing: Ajv2020
  private readonly compiled = new Map<string, ValidateFunction>()
  private readonly routes: Route[]

  constructor(readonly document: Document) {
    const options = { strict: false, allErrors: false, validateSchema: false } as const
    this.ajv = new Ajv2020(options)
    this.coercing = new Ajv2020({ ...options, coerceTypes: true })
    for (const ajv of [this.ajv, this.coercing]) {
      addFormats(ajv)
      // TypeBox marks integers with format "integer"; the type already says it.
      ajv.addFormat('integer', { type: 'number', validate: Number.isInteger })
      ajv.addSchema(document as object, 'openapi')
    }
    this.routes = Object.keys(document.paths ?? {})
      .map((template) => {
        const names: string[] = []
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1]
            if (name) {
              names.push(name)
              return '([^/]+)'
            }
            return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          })
          .join('')
        return {
          template,
          pattern: new RegExp(`^${source}$`),
          names,
          literal: template.replace(/\{[^}]+\}/g, '').length,
        }
      })
      // A literal path wins over a template (/api/registrations/my over /api/registrations/{eventId}).
      .sort((a, b) => b.literal - a.literal)
  }

  private validator(ajv: Ajv2020, path: string, schema?: object): ValidateFunction {
    const key = `${ajv === this.coercing ? 'c' : 'p'}${path}`
    let validate = this.compiled.get(key)
    if (!validate) {
      validate = ajv.compile(schema ?? { $ref: `openapi#${path}` })
      this.compiled.set(key, validate)
    }
    return validate
  }

  private errors(validate: ValidateFunction): string {
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(root)'} ${error.message}`)
      .join('; ')
  }

  /**
   * The operation a request is for, with its path template and path parameters. As the router
   * does, a literal path wins only for the methods it has: DELETE /api/registrations/my is
   * DELETE /api/registrations/{eventId}, since /api/registrations/my has only GET.
   */
  find(method: string, path: string) {
    let first: { template: string; operation: undefined; method: string; params: Record<string, string> } | undefined
    for (const route of this.routes) {
      const match = route.pattern.exec(path)
      if (!match) continue
      const item = this.document.paths?.[route.template]
      let lower = method.toLowerCase() as (typeof METHODS)[number]
      // HTTP answers HEAD as GET without the body (RFC 9110 §9.3.2), and so does Elysia.
      if (lower === 'head' && !item?.head) lower = 'get'
      const operation = item?.[lower] as Operation | undefined
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeSafely(match[i + 1] ?? '')]))
      if (operation) return { template: route.template, operation, method: lower, params }
      first ??= { template: route.template, operation: undefined, method: lower, params }
    }
    return first
  }

  /**
   * What is wrong with this exchange according to the document (an empty list when nothing), or
   * null when the document does not speak about it (not an /api path, or a hidden one).
   */
  async check(request: Request, response: Response): Promise<string[] | null> {
    const url = new URL(request.url)
    // Elysia routes /api/events/ as /api/events.
    const path = url.pathname.length > 5 ? url.pathname.replace(/\/+$/, '') : url.pathname
    if (!path.startsWith('/api/') || HIDDEN.test(path)) return null
    // Sent to another host than the app's (the games origin's, which serves no API): not the document's.
    const host = request.headers.get('host')
    if (host && host !== url.host) return null
    const status = response.status
    const found = this.find(request.method, path)
    if (!found?.operation) {
      // An address the API does not have: the only right answer is the 404 every route gives.
      if (status === 404) return []
      return [`${request.method} ${path} is not in the document, yet answered ${status}`]
    }
    const { operation, template, method } = found
    const where = `${request.method} ${template}`
    const problems: string[] = []
    const answer = (operation.responses?.[String(status)] ?? operation.responses?.default) as Response_ | undefined
    // The answer's body, except a stream that may never end (server-sent events).
    const type = mediaType(response.headers.get('content-type'))
    const body = type === 'text/event-stream' ? '' : await response.text()
    if (!answer) {
      problems.push(`${where} answered ${status}, which is not documented (${short(body)})`)
    } else if (request.method === 'HEAD') {
      // The answer to HEAD is GET's without its body: only its status can be checked.
    } else if (!answer.content || Object.keys(answer.content).length === 0) {
      if (body.length > 0) problems.push(`${where} ${status}: documented without a body, answered ${type || 'a body'}`)
    } else {
      const key = documentedType(Object.keys(answer.content), type)
      if (!key) {
        problems.push(
          `${where} ${status}: answered ${type || 'no content type'}, documented ${Object.keys(answer.content).join(', ')}`,
        )
      } else if (answer.content[key]?.schema && type !== 'text/event-stream') {
        const validate = this.validator(
          this.ajv,
          pointer('paths', template, method, 'responses', String(status), 'content', key, 'schema'),
        )
        let value: unknown = body
        let parsed = true
        if (isJson(key)) {
          try {
            value = JSON.parse(body)
          } catch {
            parsed = false
            problems.push(`${where} ${status}: the ${key} answer is not JSON (${short(body)})`)
          }
        }
        const textual = isJson(key) || key.startsWith('text/')
        if (parsed && textual && !validate(value))
          problems.push(
            `${where} ${status}: the answer does not match its schema: ${this.errors(validate)} (${short(body)})`,
          )
      }
    }
    if (status < 400) problems.push(...(await this.checkRequest(request, operation, found, where)))
    return problems
  }

  /** A request the server accepted must be one the document allows. */
  private async checkRequest(
    request: Request,
    operation: Operation,
    found: NonNullable<ReturnType<OpenApiChecker['find']>>,
    where: string,
  ): Promise<string[]> {
    const problems: string[] = []
    const parameters = (operation.parameters ?? []) as Parameter[]
    const url = new URL(request.url)
    for (const place of ['path', 'query'] as const) {
      const declared = parameters.filter((parameter) => parameter.in === place)
      if (declared.length === 0) continue
      const values: Record<string, string> =
        place === 'path' ? found.params : Object.fromEntries(url.searchParams.entries())
      const schema = {
        type: 'object',
        properties: Object.fromEntries(declared.map((parameter) => [parameter.name, parameter.schema ?? {}])),
        required: declared.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      }
      const validate = this.validator(this.coercing, `${where} ${place}`, schema)
      const copy = { ...values }
      if (!validate(copy))
        problems.push(`${where}: accepted ${place} parameters the document refuses: ${this.errors(validate)}`)
    }
    const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
    if (!requestBody) return problems
    const type = mediaType(request.headers.get('content-type'))
    // Bytes, decoded only for a JSON body below: a build's upload chunks are megabytes of zip.
    const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : new Uint8Array()
    // A body without a Content-Type is never read (plugins/body.ts): the route ran without one.
    if (bytes.length === 0 || type === '') {
      if (requestBody.required) problems.push(`${where}: accepted a request without its required body`)
      return problems
    }
    const key = documentedType(Object.keys(requestBody.content ?? {}), type)
    if (!key) {
      problems.push(
        `${where}: accepted a ${type || 'untyped'} body; documented ${Object.keys(requestBody.content ?? {}).join(', ') || 'nothing'}`,
      )
      return problems
    }
    if (!isJson(key)) return problems
    const validate = this.validator(
      this.ajv,
      pointer('paths', found.template, found.method, 'requestBody', 'content', key, 'schema'),
    )
    const text = new TextDecoder().decode(bytes)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return [...problems, `${where}: accepted a body that is not JSON`]
    }
    if (!validate(value))
      problems.push(`${where}: accepted a body the document refuses: ${this.errors(validate)} (${short(text)})`)
    return problems
  }
}

/** The documented media type an actual one falls under: exact, `type/*` or `*\/*`. */
function documentedType(documented: string[], actual: string): string | undefined {
  return (
    documented.find((key) => key.toLowerCase() === actual) ??
    documented.find((key) => key.endsWith('/*') && actual.startsWith(key.slice(0, -1))) ??
    documented.find((key) => key === '*/*')
  )
}

/** A path segment as the router reads it; a malformed escape (`%zz`) stays as it came. */
function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text)

// --- The run: every app the tests build is watched; the preload reports per test and at the end.

interface Run {
  checker?: Promise<OpenApiChecker>
  validated: number
  mismatches: string[]
  /** Mismatches since the last take (the current test's). */
  unreported: string[]
  pending: Set<Promise<void>>
}
const run: Run = { validated: 0, mismatches: [], unreported: [], pending: new Set() }

/** The figures so far: requests checked against the document, and what did not match. */
export const openApiFigures = () => ({ validated: run.validated, mismatches: [...run.mismatches] })

// Elysia's own signature of handle (Bun's Request, not the DOM's).
type Handler = { handle: (request: Request) => Promise<Response> }

/**
 * From now on every request through `app.handle` is checked (after the answer has gone back to
 * the test, which never waits for the check). The document is read from the first app watched.
 */
export function watchOpenApi(watched: object) {
  const app = watched as Handler
  const handle = app.handle.bind(app)
  run.checker ??= handle(new Request('http://localhost/api/docs/json'))
    .then((response) => response.json())
    .then((document) => new OpenApiChecker(document as Document))
  const checker = run.checker
  app.handle = async (request: Request) => {
    const sent = request.clone() as unknown as Request
    const response = await handle(request)
    // Copied now, before the test reads the answer.
    const answer = response.clone() as unknown as Response
    const task = (async () => {
      const problems = await (await checker).check(sent, answer)
      if (problems === null) return
      run.validated++
      run.mismatches.push(...problems)
      run.unreported.push(...problems)
    })().catch((error) => {
      const problem = `${request.method} ${new URL(request.url).pathname}: the check failed: ${error}`
      run.mismatches.push(problem)
      run.unreported.push(problem)
    })
    run.pending.add(task)
    task.finally(() => run.pending.delete(task))
    return response
  }
}

/** Waits for the checks under way (at most `ms`), then returns and forgets the unreported mismatches. */
export async function takeMismatches(ms = 5000): Promise<string[]> {
  if (run.pending.size) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      Promise.allSettled([...run.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms)
      }),
    ])
    clearTimeout(timer)
  }
  return run.unreported.splice(0)
}
