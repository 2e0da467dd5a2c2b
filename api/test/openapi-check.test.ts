/**
 * The checker that holds every API test's requests to the OpenAPI document (openapi-check.ts) can
 * fail: fed answers the document does not describe, it names each one.
 */
import { describe, expect, test } from 'bun:test'
import { Elysia, t } from 'elysia'
import type { OpenAPIV3_1 } from 'openapi-types'
import { docsPlugin } from '../src/plugins/docs'
import { OpenApiChecker } from './openapi-check'
import { bearer, createEvent, setupApp, signUpAdmin } from './support'

const ctx = await setupApp()
const document = (await (await ctx.request('/api/docs/json')).json()) as OpenAPIV3_1.Document
const checker = new OpenApiChecker(document)

const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })
const get = (path: string) => new Request(`http://localhost${path}`)
const post = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the OpenAPI checker', () => {
  test('finds nothing wrong with the real answers', async () => {
    const admin = await signUpAdmin(ctx)
    const event = await createEvent(ctx, admin.token, { type: undefined })
    for (const path of ['/api/events', `/api/events/${event._id}`, `/api/events/${event._id}/calendar.ics`]) {
      const response = await ctx.request(path, bearer(admin.token))
      expect(await checker.check(get(path), response)).toEqual([])
    }
  })

  test('a literal path is matched only for its methods, as the router does (fuzz found DELETE …/my)', async () => {
    const signedOut = json(401, { message: 'Please log in' })
    const del = new Request('http://localhost/api/registrations/my', { method: 'DELETE' })
    expect(await checker.check(del, signedOut)).toEqual([])
    expect(checker.find('DELETE', '/api/registrations/my')?.template).toBe('/api/registrations/{eventId}')
    expect(checker.find('GET', '/api/registrations/my')?.template).toBe('/api/registrations/my')
    // A method no route of the path has is still named as missing.
    const patch = new Request('http://localhost/api/registrations/my', { method: 'PATCH' })
    expect(await checker.check(patch, json(401, { message: 'x' }))).toEqual([
      'PATCH /api/registrations/my is not in the document, yet answered 401',
    ])
  })

  test('an undocumented status', async () => {
    expect(await checker.check(get('/api/events'), json(418, { message: 'teapot' }))).toEqual([
      'GET /api/events answered 418, which is not documented ({"message":"teapot"})',
    ])
  })

  test('an answer that does not match the schema of its status', async () => {
    const [problem, ...rest] = (await checker.check(get('/api/events/x'), json(200, { name: 5 }))) ?? []
    expect(problem).toStartWith('GET /api/events/{id} 200: the answer does not match its schema:')
    expect(rest).toEqual([])
    // A nullable enum takes null; a value outside it is refused.
    const [event] = (await (await ctx.request('/api/events')).json()) as Record<string, unknown>[]
    expect(await checker.check(get('/api/events/x'), json(200, { ...event, type: null }))).toEqual([])
    expect((await checker.check(get('/api/events/x'), json(200, { ...event, type: 'Party' })))?.length).toBe(1)
  })

  test('an undocumented media type, and a body where none is documented', async () => {
    const calendar = await checker.check(
      get('/api/calendar/club.ics'),
      new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/plain' } }),
    )
    expect(calendar).toEqual(['GET /api/calendar/club.ics 200: answered text/plain, documented text/calendar'])
  })

  test('an accepted request the document refuses, and a path it does not know', async () => {
    const accepted = await checker.check(post('/api/auth/login', { email: 5 }), json(200, {}))
    expect(accepted?.some((problem) => problem.includes('accepted a body the document refuses'))).toBe(true)
    expect(await checker.check(get('/api/nowhere'), json(200, {}))).toEqual([
      'GET /api/nowhere is not in the document, yet answered 200',
    ])
    expect(await checker.check(get('/api/nowhere'), json(404, { message: 'Not found' }))).toEqual([])
    // Outside the API, and the hidden docs routes, the document does not speak.
    expect(await checker.check(get('/events'), new Response('<html>'))).toBeNull()
  })

  test('a route added later is held to the same document, which documents it from its schemas', async () => {
    const app = new Elysia()
      .use(docsPlugin())
      .get('/api/new', () => ({ n: 1 }), { response: { 200: t.Object({ n: t.Integer() }) } })
      .get('/api/undescribed', () => ({ n: 1 }))
    const added = new OpenApiChecker((await (await app.handle(get('/api/docs/json'))).json()) as OpenAPIV3_1.Document)
    expect(await added.check(get('/api/new'), await app.handle(get('/api/new')))).toEqual([])
    expect(await added.check(get('/api/undescribed'), await app.handle(get('/api/undescribed')))).toEqual([
      'GET /api/undescribed answered 200, which is not documented ({"n":1})',
    ])
  })
})
