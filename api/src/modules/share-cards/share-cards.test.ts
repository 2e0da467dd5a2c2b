/**
 * Shared links (docs/api.md#shared-links): the HTML the server sends for an event's or a game's
 * page carries that item's card, read here from the served HTML as a link-preview crawler reads it.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { createEvent, dataUrl, IMAGES, setupApp, signUpAdmin } from '../../../test/support'
import { events, games } from '../../db/schema'
import { newId } from '../../lib/ids'
import { shorten } from './cards'

const dist = mkdtempSync(join(tmpdir(), 'club-dist-cards-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const SITE = 'The game development club of our campus in Delhi.'
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="${SITE}" /><title>GameDev Club</title></head><body><div id="root"></div></body></html>`,
)
writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: ['/', '/events', '/events/$id', '/games/$slug'] }))

const ctx = await setupApp({ webDistDir: dist, publicUrl: 'https://club.example.edu' })
const admin = await signUpAdmin(ctx)

/** The card as a crawler reads it: the <title> and each meta tag's content, entities decoded. */
async function cardOf(path: string) {
  const res = await ctx.request(path)
  const html = await res.text()
  const decode = (value: string) =>
    value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
  const meta: Record<string, string> = {}
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    if (key && content !== undefined) meta[key] = decode(content)
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
  return { status: res.status, title, meta, html }
}

describe('an event’s page', () => {
  test('its name, time on the club’s clock, place and picture, absolute addresses, a large card', async () => {
    const event = await createEvent(ctx, admin.token, {
      name: 'Unity 2D Jam Kickoff',
      location: 'Seminar Hall 2',
      date: '2026-12-24T12:30:00.000Z',
      description: 'Form teams, hear the theme and start building.',
      imageUrl: dataUrl('image/png', IMAGES.png),
    })
    const card = await cardOf(`/events/${event._id}`)
    expect(card.status).toBe(200)
    expect(card.title).toBe('Unity 2D Jam Kickoff · GameDev Club')
    expect(card.meta['og:title']).toBe('Unity 2D Jam Kickoff · GameDev Club')
    expect(card.meta['og:description']).toBe(
      '24th December 2026, 6:00 pm IST · Seminar Hall 2. Form teams, hear the theme and start building.',
    )
    expect(card.meta.description).toBe(card.meta['og:description'])
    expect(card.meta['og:image']).toBe(`https://club.example.edu${event.imageUrl}`)
    expect(card.meta['og:url']).toBe(`https://club.example.edu/events/${event._id}`)
    expect(card.meta['twitter:card']).toBe('summary_large_image')
    // One card only: the site's tags were replaced, not repeated.
    expect(card.html.match(/property="og:title"/g)).toHaveLength(1)
    expect(card.html.match(/name="description"/g)).toHaveLength(1)
  })

  test('what an admin typed stays text: quotes and tags are escaped, never markup', async () => {
    const event = await createEvent(ctx, admin.token, { name: 'Boss "Rush" <script>alert(1)</script>' })
    const card = await cardOf(`/events/${event._id}`)
    expect(card.meta['og:title']).toBe('Boss "Rush" <script>alert(1)</script> · GameDev Club')
    expect(card.html).not.toContain('<script>alert(1)</script>')
    expect(card.meta['twitter:card']).toBe('summary')
    expect(card.meta['og:image']).toBe('https://club.example.edu/icons/pwa-512.png')
  })

  test('an unknown, deleted or inactive event, or no id at all: the site’s card and 404', async () => {
    const deleted = await createEvent(ctx, admin.token)
    await ctx.database.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted._id))
    const inactive = await createEvent(ctx, admin.token, { isActive: false })
    for (const id of [crypto.randomUUID(), deleted._id, inactive._id, 'not-an-id', '%E0%A4%A']) {
      const card = await cardOf(`/events/${id}`)
      expect(card.status).toBe(404)
      expect(card.title).toBe('GameDev Club')
      expect(card.meta['og:description']).toBe(SITE)
      expect(card.meta['og:url']).toBe(`https://club.example.edu/events/${id}`)
    }
  })
})

describe('a game’s page', () => {
  test('a published game: its title and tagline; a draft or an unknown slug: the site’s card and 404', async () => {
    const values = (slug: string, status: 'published' | 'draft') => ({
      id: newId(),
      slug,
      title: `Night Shift ${slug}`,
      tagline: 'Keep the diner open until dawn.',
      status,
      publishedAt: status === 'published' ? new Date() : null,
    })
    await ctx.database.db.insert(games).values([values('night-shift', 'published'), values('night-draft', 'draft')])
    const card = await cardOf('/games/Night-Shift')
    expect(card.status).toBe(200)
    expect(card.title).toBe('Night Shift night-shift · GameDev Club')
    expect(card.meta['og:description']).toBe('Keep the diner open until dawn.')
    expect(card.meta['og:url']).toBe('https://club.example.edu/games/night-shift')
    for (const path of ['/games/night-draft', '/games/nobody-made-this', '/games/%00', '/games/%E0%A4%A']) {
      const other = await cardOf(path)
      expect(other.status).toBe(404)
      expect(other.title).toBe('GameDev Club')
    }
  })
})

describe('every other page', () => {
  test('the site’s card, and the page is compressed when the crawler accepts it', async () => {
    const card = await cardOf('/')
    expect(card.title).toBe('GameDev Club')
    expect(card.meta['og:description']).toBe(SITE)
    expect(card.meta['og:image']).toBe('https://club.example.edu/icons/pwa-512.png')
    const event = await createEvent(ctx, admin.token)
    const gzip = await ctx.request(`/events/${event._id}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('cache-control')).toBe('no-cache')
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toContain('og:title')
  })

  test('a description is cut at a word, with an ellipsis, at 200 characters', () => {
    const long = `${'word '.repeat(60)}end`
    const cut = shorten(long)
    expect(cut.length).toBeLessThanOrEqual(200)
    expect(cut.endsWith('word…')).toBe(true)
    expect(shorten('  short \n text ')).toBe('short text')
  })
})
