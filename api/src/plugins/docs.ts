/**
 * OpenAPI document of every route at /api/docs/json and the Swagger UI page at /api/docs.
 * The page is ours rather than the OpenAPI plugin's: its script, stylesheet and start-up code are
 * files served from the app itself (swagger-ui-dist), because a campus server without internet
 * cannot reach a CDN and because the Content-Security-Policy allows no inline script.
 *
 * The document itself is built in openapi-document.ts, from the routes, once. docs/api.md is the
 * API's rulebook; this document is its schema reference.
 */
import { dirname, join } from 'node:path'
import { Elysia } from 'elysia'
import { notFound } from '../lib/errors'
import { DOCS_POLICY } from './csp'

import { buildDocument, DOCS_TITLE, type OpenAPIDocument, SPEC_PATH } from './openapi-document'

export { DOCS_TITLE, publishable, SPEC_PATH } from './openapi-document'

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

export const docsPlugin = () => {
  const plugin = new Elysia({ name: 'docs' })
  let document: OpenAPIDocument | undefined
  return (
    plugin
      // Built once, on the first request, when every module's routes are in (the app is complete).
      .get(SPEC_PATH, () => (document ??= buildDocument(plugin)), { detail: { hide: true } })
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
  )
}
