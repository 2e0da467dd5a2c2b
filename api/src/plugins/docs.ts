/**
 * OpenAPI document of every route at /api/docs/json and the Swagger UI page at /api/docs.
 * The page is ours rather than the OpenAPI plugin's: its script, stylesheet and start-up code are
 * files served from the app itself (swagger-ui-dist), because a campus server without internet
 * cannot reach a CDN and because the Content-Security-Policy allows no inline script.
 *
 * The document is published valid OpenAPI 3 (Redocly's recommended rules, checked in the static
 * step of scripts/test.ts): the plugin copies each schema as TypeBox holds it, including the
 * `error` message Elysia shows when validation fails, which is not an OpenAPI keyword. The
 * published copy leaves it out (publishable below); validation keeps it. docs/api.md is the
 * API's rulebook; this document is its schema reference.
 */
import { dirname, join } from 'node:path'
import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import { notFound } from '../lib/errors'
import { DOCS_POLICY } from './csp'

export const DOCS_TITLE = 'Game Development Club API'
export const SPEC_PATH = '/api/docs/json'

/**
 * The document as published: a copy (the schemas are the ones validation runs on) without
 * Elysia's `error` messages, the only keyword it adds that OpenAPI does not know. A message is a
 * string; a property named `error` in a schema's `properties` is a schema object, and stays.
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
const published = new WeakMap<object, unknown>()
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'))

/** Starts Swagger UI once its bundle has loaded (it is a classic script, run in order). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: SPEC_PATH,
  dom_id: '#swagger-ui',
  persistAuthorization: true,
  deepLinking: true,
})})
`

/** Swagger UI is light only; invert it for readers who asked for a dark theme. */
const DARK_CSS = `@media (prefers-color-scheme: dark) {
  body { background-color: #222; }
  .swagger-ui { filter: invert(92%) hue-rotate(180deg); }
  .swagger-ui .microlight { filter: invert(100%) hue-rotate(180deg); }
}
`

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${DOCS_TITLE}</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  <link rel="stylesheet" href="/api/docs/assets/dark.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/init.js"></script>
</body>
</html>
`

const JS = 'text/javascript; charset=utf-8'
const CSS = 'text/css; charset=utf-8'
const ASSETS: Record<string, { type: string; body: () => Blob | string }> = {
  'swagger-ui-bundle.js': { type: JS, body: () => Bun.file(join(swaggerDir, 'swagger-ui-bundle.js')) },
  'swagger-ui.css': { type: CSS, body: () => Bun.file(join(swaggerDir, 'swagger-ui.css')) },
  'init.js': { type: JS, body: () => INIT_SCRIPT },
  'dark.css': { type: CSS, body: () => DARK_CSS },
}

export const docsPlugin = () =>
  new Elysia({ name: 'docs' })
    // Before the plugin's routes, so it applies to the document's route (and only there it acts).
    .onAfterHandle(({ path, responseValue }) => {
      if (path !== SPEC_PATH || !responseValue || typeof responseValue !== 'object') return
      if (!published.has(responseValue)) published.set(responseValue, publishable(responseValue))
      return published.get(responseValue)
    })
    .use(
      openapi({
        path: '/api/docs',
        specPath: SPEC_PATH,
        // The page is served below; the plugin only builds the document.
        provider: null,
        // Not the plugin's "static file" guess (any path with a dot): the calendar routes end in .ics.
        exclude: { paths: ['/*', '/api/*', '/api/docs', '/api/docs/assets/:name'], staticFile: false },
        documentation: {
          info: {
            title: DOCS_TITLE,
            version: '1.0.0',
            description:
              'Accounts, events, registrations and EXP. Authenticated calls carry `Authorization: Bearer <token>` from /api/auth/login or /api/auth/signup. Every error is `{ message }`.',
          },
          // Relative: the API is wherever this document is served from (its paths start with /api).
          servers: [{ url: '/', description: 'This server' }],
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
          // Without it the page's Authorize button stores a token that no call sends. Public
          // routes ignore the header, so one requirement for the whole document is enough.
          security: [{ bearer: [] }],
        },
      }),
    )
    .get(
      '/api/docs',
      ({ set }) => {
        set.headers['content-type'] = 'text/html; charset=utf-8'
        set.headers['cache-control'] = 'no-cache'
        // The docs page's own, looser policy (csp.ts), on this path only.
        set.headers['content-security-policy'] = DOCS_POLICY
        return PAGE
      },
      { detail: { hide: true } },
    )
    .get(
      '/api/docs/assets/:name',
      ({ params, set, path }) => {
        const asset = Object.hasOwn(ASSETS, params.name) ? ASSETS[params.name] : undefined
        if (!asset) throw notFound(`Not found: GET ${path}`)
        set.headers['cache-control'] = 'public, max-age=86400'
        set.headers['content-type'] = asset.type
        return asset.body()
      },
      { detail: { hide: true } },
    )
