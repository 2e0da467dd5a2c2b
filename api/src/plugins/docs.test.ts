import { describe, expect, test } from 'bun:test'
import { bearer, eventInput, setupApp, signUp, signUpAdmin } from '../../test/support'
import { publishable } from './docs'

const ctx = await setupApp()

/** docs/api.md: every route, with its /api prefix, in OpenAPI's {param} form. */
const ROUTES = [
  'post /api/auth/signup',
  'post /api/auth/login',
  'get /api/user/profile',
  'put /api/user/profile',
  'get /api/events',
  'post /api/events',
  'get /api/events/{id}',
  'put /api/events/{id}',
  'delete /api/events/{id}',
  'post /api/registrations/{eventId}',
  'delete /api/registrations/{eventId}',
  'get /api/registrations/my',
  'post /api/events/{id}/check-ins',
  'get /api/events/{id}/attendees',
  'get /api/events/{id}/check-in/tickets/{code}',
  'get /api/events/{id}/check-in-code',
  'post /api/registrations/{eventId}/check-in',
  'get /api/user/exp-history',
  'get /api/admin/users/{id}/exp-history',
  'post /api/admin/users/{id}/exp-adjustments',
  'get /api/admin/users',
  'get /api/admin/registrations',
  'get /api/admin/insights',
  'post /api/contact',
  'get /api/admin/contact-messages',
  'put /api/admin/contact-messages/{id}',
  'get /api/content',
  'put /api/admin/content/{section}',
  'get /api/leaderboard',
  'get /api/events/{id}/calendar.ics',
  'get /api/calendar/club.ics',
  'get /api/calendar/feeds/{file}',
  'get /api/user/calendar',
  'post /api/user/calendar',
  'get /api/media/{hash}',
  'put /api/user/notifications',
  'get /api/push/public-key',
  'post /api/user/push-subscriptions',
  'delete /api/user/push-subscriptions',
  'post /api/notifications/unsubscribe',
  'get /api/health',
  'get /api/games',
  'post /api/games',
  'get /api/games/{id}',
  'put /api/games/{id}',
  'delete /api/games/{id}',
  'get /api/user/games',
  'post /api/games/{id}/credits',
  'post /api/games/{id}/credits/accept',
  'delete /api/games/{id}/credits/{userId}',
  'post /api/games/{id}/build',
  'get /api/members/{username}',
  'get /api/jams',
  'post /api/jams',
  'get /api/jams/{id}',
  'put /api/jams/{id}',
  'delete /api/jams/{id}',
  'get /api/jams/{id}/themes',
  'post /api/jams/{id}/themes',
  'put /api/jams/{id}/themes/{themeId}/vote',
  'post /api/jams/{id}/join',
  'delete /api/jams/{id}/join',
  'get /api/jams/{id}/entrants',
  'get /api/jams/{id}/team-posts',
  'put /api/jams/{id}/team-posts/mine',
  'delete /api/jams/{id}/team-posts/mine',
  'get /api/jams/{id}/entries',
  'post /api/jams/{id}/entries',
  'delete /api/jams/{id}/entries/{entryId}',
  // tus (docs/api.md#games): HEAD is answered by the GET route
  'post /api/uploads',
  'get /api/uploads/{id}',
  'patch /api/uploads/{id}',
  'delete /api/uploads/{id}',
  // Jams: ratings and results (docs/api.md#jams-ratings-and-results)
  'put /api/jams/{id}/entries/{entryId}/ratings',
  'get /api/jams/{id}/rate-next',
  'get /api/jams/{id}/ratings.csv',
  'get /api/jams/{id}/results',
  'put /api/jams/{id}/audience-vote',
]

describe('GET /api/docs/json', () => {
  test('documents every route with its prefix, and nothing internal', async () => {
    const res = await ctx.request('/api/docs/json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { summary?: string }>> }
    expect(doc.openapi).toStartWith('3.')
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    )
    for (const route of ROUTES) expect(documented).toContain(route)
    // Nothing else, except sign-in routes other than the two above (OAuth lives under /api/auth/ too).
    expect(documented.filter((route) => !ROUTES.includes(route) && !route.includes(' /api/auth/'))).toEqual([])
    expect(documented.some((route) => route.includes('/assets') || route.endsWith(' /*'))).toBe(false)
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        expect(`${method} ${path}: ${operation.summary}`).not.toEndWith('undefined')
  })

  test('admin and signed-in routes declare their 401 (and 403) answers', async () => {
    const doc = (await (await ctx.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(doc.paths['/api/events']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '422']),
    )
    expect(Object.keys(doc.paths['/api/registrations/{eventId}']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '401', '404', '409', '422']),
    )
  })
})

describe('the document is what a validating proxy needs (decision 0200)', () => {
  type Op = {
    security?: Record<string, string[]>[]
    requestBody?: { content: Record<string, { schema?: unknown }> }
    responses: Record<string, { content?: Record<string, unknown> }>
  }
  const load = async () =>
    (await (await ctx.request('/api/docs/json')).json()) as {
      security?: unknown
      paths: Record<string, Record<string, Op>>
    }

  test('public operations carry no security; auth, admin and optional auth say what they need', async () => {
    const doc = await load()
    expect(doc.security).toBeUndefined()
    expect(doc.paths['/api/events']!.get!.security).toEqual([])
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([])
    expect(doc.paths['/api/calendar/feeds/{file}']!.get!.security).toEqual([])
    expect(doc.paths['/api/user/profile']!.get!.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/api/events']!.post!.security).toEqual([{ bearer: ['admin'] }])
    expect(doc.paths['/api/leaderboard']!.get!.security).toEqual([{}, { bearer: [] }])
    expect(Object.keys(doc.paths['/api/leaderboard']!.get!.responses)).not.toContain('401')
    expect(Object.keys(doc.paths['/api/user/profile']!.get!.responses)).toContain('401')
  })

  test('every request body is JSON with its schema, and may be refused before the route runs', async () => {
    const doc = await load()
    let bodies = 0
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.requestBody) continue
        bodies++
        expect(`${method} ${path}: ${Object.keys(operation.requestBody.content)}`).toBe(
          `${method} ${path}: application/json`,
        )
        expect(operation.requestBody.content['application/json']!.schema).toBeDefined()
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '413', '415', '422']))
      }
    expect(bodies).toBeGreaterThan(8)
    for (const methods of Object.values(doc.paths))
      for (const operation of Object.values(methods))
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['413', '431', '503']))
  })

  test('a body sent to a route that takes none is still read, and its refusals are documented', async () => {
    // The preloaded checker (test/openapi-check.ts) fails this test if any answer is undocumented.
    const { token } = await signUp(ctx)
    const answers: number[] = []
    for (const [path, method] of [
      ['/api/user/calendar', 'POST'],
      ['/api/auth/resend-verification', 'POST'],
      ['/api/events/nothing', 'DELETE'],
    ] as const)
      for (const [type, body] of [
        ['application/json', '{bad'],
        ['text/plain', 'hi'],
        ['application/json', '[1]'],
      ])
        answers.push(
          (await ctx.request(path, { method, headers: { ...bearer(token).headers, 'content-type': type! }, body }))
            .status,
        )
    expect(answers).toEqual([400, 415, 422, 400, 415, 422, 400, 415, 422])
  })

  test('calendar files are text/calendar, with their 304; a nullable enum accepts null', async () => {
    const doc = await load()
    const club = doc.paths['/api/calendar/club.ics']!.get!.responses
    expect(Object.keys(club['200']!.content!)).toEqual(['text/calendar'])
    expect(club['304']).toBeDefined()
    const event = doc.paths['/api/events/{id}']!.get!.responses['200']!.content!['application/json'] as {
      schema: { properties: { type: { enum: unknown[] } } }
    }
    expect(event.schema.properties.type.enum).toContain(null)
    expect(Object.keys(doc.paths['/api/auth/google']!.get!.responses)).toContain('302')
  })
})

describe('the published document is valid OpenAPI (the static step lints it with Redocly)', () => {
  test('it carries no Elysia `error` message, and names its server', async () => {
    const text = await (await ctx.request('/api/docs/json')).text()
    expect(text).not.toMatch(/"error":"/)
    expect(JSON.parse(text).servers).toEqual([{ url: '/', description: 'This server' }])
  })

  test('validation keeps its messages after the document was published', async () => {
    await ctx.request('/api/docs/json')
    const admin = await signUpAdmin(ctx)
    const res = await ctx.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(admin.token).headers },
      body: JSON.stringify(eventInput({ pointsAwarded: 0 })),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'Points awarded must be a whole number from 1 to 10000' })
  })

  test('only messages go: a property named error stays, and the original is not touched', () => {
    const schema = {
      type: 'object',
      error: 'body must be an object',
      properties: { error: { type: 'string', error: 'error must be text' } },
    }
    expect(publishable<object>(schema)).toEqual({ type: 'object', properties: { error: { type: 'string' } } })
    expect(schema.error).toBe('body must be an object')
    expect(schema.properties.error.error).toBe('error must be text')
  })
})

describe('GET /api/docs', () => {
  test('the page loads its script and stylesheet from /api/docs/assets and the spec from /api/docs/json', async () => {
    const res = await ctx.request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('text/html')
    const html = await res.text()
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources).toEqual(
      expect.arrayContaining(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css']),
    )
    expect(sources.every((source) => source.startsWith('/api/docs/assets/'))).toBe(true)
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg\.com|cdnjs/)
    // No inline script or style (the policy allows none): the start-up code is a file.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=/)
    const init = await (await ctx.request('/api/docs/assets/init.js')).text()
    // The spec URL the page fetches, resolved as a browser would from /api/docs.
    const spec = /"url":"([^"]+)"/.exec(init)?.[1]
    expect(new URL(spec ?? '?', 'http://localhost/api/docs').pathname).toBe('/api/docs/json')
  })

  test('the page has its own policy: its own origin only; the rest of the API has the app policy', async () => {
    const page = (await ctx.request('/api/docs')).headers.get('content-security-policy')
    expect(page).toContain("script-src 'self';")
    expect(page).toContain("style-src 'self';")
    expect(page).toContain("connect-src 'self';")
    expect(page).toContain("frame-ancestors 'none'")
    expect(page).not.toContain('frame-src')
    for (const path of ['/api/docs/json', '/api/docs/assets/init.js', '/api/health'])
      expect((await ctx.request(path)).headers.get('content-security-policy')).toContain(
        `frame-src ${ctx.config.gamesOrigin}`,
      )
  })

  test('the assets are served from the app, cached for a day', async () => {
    for (const [name, type] of [
      ['swagger-ui-bundle.js', 'text/javascript'],
      ['swagger-ui.css', 'text/css'],
    ]) {
      const res = await ctx.request(`/api/docs/assets/${name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toStartWith(type!)
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      expect((await res.text()).length).toBeGreaterThan(10_000)
    }
    const missing = await ctx.request('/api/docs/assets/evil.js')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not found: GET /api/docs/assets/evil.js' })
  })
})
