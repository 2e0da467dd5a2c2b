/**
 * GET /api/content and PUT /api/admin/content/:section (docs/api.md#content): the defaults on a
 * fresh install, conditional requests, each section's rules and edits, If-Match, who may save,
 * and saves at the same moment (on PostgreSQL, through two API processes). Pictures:
 * content-pictures.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { tableFingerprints } from '../../../test/db-checks'
import { bearer, secondApp, setupApp, signUp, signUpAdmin, type TestContext } from '../../../test/support'
import { queryRows } from '../../lib/query-rows'
import { DEFAULT_CONTENT } from '../../shared/content/defaults'
import { CONTENT_CHANGED_MESSAGE, CONTENT_LIMITS } from '../../shared/content/limits'
import type { ContentSection, SiteContent, SiteContentSections } from '../../shared/content/types'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const member = await signUp(ctx)

/** PUT /api/admin/content/:section with `{ [section]: value }` unless a whole `body` is given. */
function saveContent(
  context: TestContext,
  section: string,
  value: unknown,
  options: { token?: string | null; ifMatch?: string; body?: unknown } = {},
) {
  const token = options.token === undefined ? admin.token : options.token
  return context.request(`/api/admin/content/${section}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
    },
    body: JSON.stringify(options.body ?? { [section]: value }),
  })
}
const save = (section: string, value: unknown, options: Parameters<typeof saveContent>[3] = {}) =>
  saveContent(ctx, section, value, options)

const read = async (context = ctx) => {
  const res = await context.request('/api/content')
  expect(res.status).toBe(200)
  return { content: (await res.json()) as SiteContent, etag: res.headers.get('etag') }
}
const message = async (res: Response) => ((await res.json()) as { message: string }).message

/** The content and every guarded table (media included) as they are now. */
const snapshot = async () => ({ content: (await read()).content, tables: await tableFingerprints(ctx.database.db) })

describe('a fresh install', () => {
  test('GET answers the defaults at version 0, with ETag "content-0" and Cache-Control: no-cache', async () => {
    const res = await ctx.request('/api/content')
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe('"content-0"')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toStartWith('application/json')
    const body = (await res.json()) as SiteContent
    expect(body).toEqual({ version: 0, ...DEFAULT_CONTENT })
    expect(Object.keys(body)).toEqual(['version', 'about', 'faculty', 'faq', 'team', 'gallery', 'pastEvents', 'links'])
  })

  test('If-None-Match with the ETag: 304 without a body; another ETag: 200', async () => {
    const notModified = await ctx.request('/api/content', { headers: { 'if-none-match': '"content-0"' } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect(notModified.headers.get('etag')).toBe('"content-0"')
    const weak = await ctx.request('/api/content', { headers: { 'if-none-match': '"x", W/"content-0"' } })
    expect(weak.status).toBe(304)
    const other = await ctx.request('/api/content', { headers: { 'if-none-match': '"content-7"' } })
    expect(other.status).toBe(200)
  })
})

describe('who may save', () => {
  test('signed out 401, a student 403, a garbage token 401: nothing changes', async () => {
    const before = await snapshot()
    const faq = [{ question: 'Q?', answer: 'A.' }]
    expect((await save('faq', faq, { token: null })).status).toBe(401)
    expect((await save('faq', faq, { token: member.token })).status).toBe(403)
    expect((await save('faq', faq, { token: 'not-a-token' })).status).toBe(401)
    expect(await snapshot()).toEqual(before)
  })

  test('an unknown section is 404 naming the sections; a body whose field is not the section is 422', async () => {
    const before = await snapshot()
    const unknown = await save('sponsors', [])
    expect(unknown.status).toBe(404)
    expect(await message(unknown)).toBe(
      'There is no content section "sponsors": the sections are about, faculty, faq, team, gallery, pastEvents, links',
    )
    const wrongKey = await save('faq', null, { body: { gallery: [] } })
    expect(wrongKey.status).toBe(422)
    expect(await message(wrongKey)).toBe('The request body must be { "faq": … } and nothing else (it has "gallery")')
    const extra = await save('faq', null, { body: { faq: DEFAULT_CONTENT.faq, version: 3 } })
    expect(extra.status).toBe(422)
    expect(await message(extra)).toContain('"faq", "version"')
    const empty = await save('faq', null, { body: {} })
    expect(empty.status).toBe(422)
    expect(await snapshot()).toEqual(before)
  })
})

const member0 = DEFAULT_CONTENT.team[0]?.members[0]
if (!member0) throw new Error('the default team has no member')
const person = (overrides: Record<string, unknown> = {}) => ({ ...member0, ...overrides })
const link = DEFAULT_CONTENT.links
const photo0 = DEFAULT_CONTENT.gallery[0]
const event0 = DEFAULT_CONTENT.pastEvents[0]
if (!photo0 || !event0) throw new Error('the default gallery or past events are empty')

/** One refusal per rule at least, each section: the field named as the form shows it. */
const REFUSALS: [string, ContentSection, unknown, string][] = [
  ['no counters', 'about', { ...DEFAULT_CONTENT.about, counters: [] }, 'about.counters must have at least one entry'],
  [
    'a counter over a million',
    'about',
    { ...DEFAULT_CONTENT.about, counters: [{ label: 'Fans', value: 1_000_001, suffix: '+' }] },
    'about.counters[0].value must be a whole number from 0 to 1,000,000',
  ],
  [
    'a counter as a string',
    'about',
    { ...DEFAULT_CONTENT.about, counters: [{ label: 'Fans', value: '60', suffix: '+' }] },
    'about.counters[0].value must be a whole number from 0 to 1,000,000',
  ],
  [
    'a suffix of four characters',
    'about',
    { ...DEFAULT_CONTENT.about, counters: [{ label: 'Fans', value: 6, suffix: '++++' }] },
    'about.counters[0].suffix must be at most 3 characters',
  ],
  [
    'nine activities',
    'about',
    { ...DEFAULT_CONTENT.about, activities: Array(9).fill(DEFAULT_CONTENT.about.activities[0]) },
    'about.activities must have at most 8 entries',
  ],
  [
    'an unknown icon',
    'about',
    { ...DEFAULT_CONTENT.about, activities: [{ title: 'Jams', text: 'Weekend jams', icon: 'rocket' }] },
    'about.activities[0].icon must be one of controller, trophy, ticket, wrench (not "rocket")',
  ],
  [
    'a faculty name of blanks',
    'faculty',
    [DEFAULT_CONTENT.faculty[0], { ...DEFAULT_CONTENT.faculty[0], name: '  \n ' }],
    'faculty[1].name must not be empty',
  ],
  [
    'thirteen faculty members',
    'faculty',
    Array(13).fill(DEFAULT_CONTENT.faculty[0]),
    'faculty must have at most 12 entries',
  ],
  [
    'a faculty member without a photo',
    'faculty',
    [{ ...DEFAULT_CONTENT.faculty[0], photoUrl: '' }],
    'faculty[0].photoUrl must not be empty',
  ],
  ['no questions', 'faq', [], 'faq must have at least one entry'],
  [
    'an empty answer',
    'faq',
    [DEFAULT_CONTENT.faq[0], { question: 'Why?', answer: '' }],
    'faq[1].answer must not be empty',
  ],
  [
    'an answer too long',
    'faq',
    [{ question: 'Why?', answer: 'x'.repeat(CONTENT_LIMITS.faq.answer.max + 1) }],
    'faq[0].answer must be at most 2,000 characters',
  ],
  ['a missing question', 'faq', [{ answer: 'Because.' }], 'faq[0].question is missing'],
  [
    'a NUL in a question',
    'faq',
    [{ question: 'Why\u0000?', answer: 'Because.' }],
    'faq[0].question must not contain the NUL character',
  ],
  [
    'a lone surrogate in an answer',
    'faq',
    [{ question: 'Why?', answer: 'Because \ud800' }],
    'faq[0].answer must not contain a lone surrogate',
  ],
  [
    'an unknown role',
    'team',
    [
      { group: 'Office Bearers', members: [person()] },
      { group: 'Core Team', members: [person()] },
      { group: 'Team Unreal', members: [person(), person({ role: 'King' })] },
    ],
    'team[2].members[1].role must be one of Chairman, Vice-Chairman, General Secretary, Joint Secretary, Game Dev, 3D Design, PR, Design, Events, Research, WebDev (not "King")',
  ],
  [
    'an unknown group',
    'team',
    [{ group: 'Team Rocket', members: [] }],
    'team[0].group must be one of Office Bearers, Core Team, Team Unreal, Team Blender, Team OverWatch, Team OutReach, Team Prototype, Team Catalyst, Team Scratch (not "Team Rocket")',
  ],
  [
    'a group twice',
    'team',
    [
      { group: 'Core Team', members: [] },
      { group: 'Team Unreal', members: [] },
      { group: 'Core Team', members: [] },
    ],
    'team[2].group Core Team is listed twice (also team[0])',
  ],
  [
    'a LinkedIn over http',
    'team',
    [{ group: 'Core Team', members: [person({ linkedin: 'http://www.linkedin.com/in/someone' })] }],
    'team[0].members[0].linkedin must be an https:// link, or empty',
  ],
  [
    'sixty-one members in a group',
    'team',
    [{ group: 'Core Team', members: Array(61).fill(person()) }],
    'team[0].members must have at most 60 entries',
  ],
  ['a photo without alt text', 'gallery', [photo0, { ...photo0, alt: ' ' }], 'gallery[1].alt must not be empty'],
  [
    'a photo from another site',
    'gallery',
    [{ ...photo0, url: 'https://example.com/cat.jpg' }],
    'gallery[0].url must be a picture',
  ],
  ['a past event without a date', 'pastEvents', [{ ...event0, date: '' }], 'pastEvents[0].date must not be empty'],
  [
    'a past event title too long',
    'pastEvents',
    [{ ...event0, title: 't'.repeat(101) }],
    'pastEvents[0].title must be at most 100 characters',
  ],
  [
    'a Discord link that is not https',
    'links',
    { ...link, discord: 'discord.gg/gamedevclub' },
    'links.discord must be an https:// link',
  ],
  ['no partner form', 'links', { ...link, partnerForm: '' }, 'links.partnerForm must be an https:// link'],
  ['a missing YouTube link', 'links', { ...link, youtube: undefined }, 'links.youtube is missing'],
  [
    'a javascript: link',
    'links',
    { ...link, github: 'javascript:alert(1)' },
    'links.github must be an https:// link, or empty',
  ],
  ['a section that is not a list', 'gallery', { url: photo0.url }, 'gallery must be a list'],
]

describe('refusals: 422 naming the field, nothing changed', () => {
  test.each(REFUSALS)('%s (%s)', async (_case, section, value, expected) => {
    const before = await snapshot()
    const res = await save(section, value)
    const said = await message(res)
    expect(res.status, said).toBe(422)
    expect(said).toStartWith(expected)
    expect(await snapshot()).toEqual(before)
  })

  test('every section is refused somewhere above', () => {
    expect(new Set(REFUSALS.map(([, section]) => section))).toEqual(
      new Set(['about', 'faculty', 'faq', 'team', 'gallery', 'pastEvents', 'links']),
    )
  })
})

/** A valid new value of each section (text with blanks around it, trimmed when stored). */
const EDITS: { [S in ContentSection]: [sent: unknown, stored: SiteContentSections[S]] } = {
  about: [
    {
      counters: [{ label: ' Games shipped ', value: 12, suffix: '' }],
      activities: [{ title: 'Jams', text: 'A game in a weekend.', icon: 'controller' }],
    },
    {
      counters: [{ label: 'Games shipped', value: 12, suffix: '' }],
      activities: [{ title: 'Jams', text: 'A game in a weekend.', icon: 'controller' }],
    },
  ],
  faculty: [
    [{ ...DEFAULT_CONTENT.faculty[1], department: '' }],
    [{ ...(DEFAULT_CONTENT.faculty[1] as SiteContentSections['faculty'][number]), department: '' }],
  ],
  faq: [[{ question: 'Is it free? ', answer: '\nYes.' }], [{ question: 'Is it free?', answer: 'Yes.' }]],
  team: [
    [
      { group: 'Team Scratch', members: [person({ name: ' Zoya ', role: 'Design', photoUrl: '', github: '' })] },
      { group: 'Office Bearers', members: [person()] },
    ],
    [
      { group: 'Office Bearers', members: [person()] },
      { group: 'Team Scratch', members: [person({ name: 'Zoya', role: 'Design', photoUrl: '', github: '' })] },
    ],
  ],
  // A kept picture keeps its size: the client's numbers are not read.
  gallery: [
    [{ ...photo0, alt: ' The welcome screen ', width: 1, height: 1 }],
    [{ ...photo0, alt: 'The welcome screen' }],
  ],
  pastEvents: [[{ ...event0, url: photo0.url, width: undefined, height: undefined }], [{ ...event0, url: photo0.url }]],
  links: [
    { ...link, instagram: '', youtube: ' https://www.youtube.com/@club ' },
    { ...link, instagram: '', youtube: 'https://www.youtube.com/@club' },
  ],
}

describe('edits', () => {
  test.each(Object.keys(EDITS) as ContentSection[])(
    '%s: stored cleaned, a new version and ETag, answered whole and by GET',
    async (section) => {
      const [sent, stored] = EDITS[section]
      const before = await read()
      const res = await save(section, sent, { ifMatch: before.etag ?? '' })
      const answer = (await res.json()) as SiteContent
      expect(res.status, JSON.stringify(answer)).toBe(200)
      expect(answer.version).toBeGreaterThan(before.content.version)
      expect(res.headers.get('etag')).toBe(`"content-${answer.version}"`)
      expect(answer).toEqual({ ...before.content, [section]: stored, version: answer.version })
      const after = await read()
      expect(after.content).toEqual(answer)
      expect(after.etag).toBe(res.headers.get('etag'))
      // The ETag the client held no longer matches.
      const stale = await ctx.request('/api/content', { headers: { 'if-none-match': before.etag ?? '' } })
      expect(stale.status).toBe(200)
    },
  )

  test('the save names the admin who made it', async () => {
    const rows = await queryRows<{ updated_by: string }>(
      ctx.database.db,
      sql`select updated_by from site_content where section = 'faq'`,
    )
    expect(rows).toEqual([{ updated_by: admin.user._id }])
  })
})

describe('If-Match', () => {
  test('a stale ETag is 412 and nothing is stored; the current one saves', async () => {
    const opened = await read()
    const first = await save('faq', [{ question: 'First?', answer: 'Yes.' }], { ifMatch: opened.etag ?? '' })
    expect(first.status).toBe(200)
    const before = await snapshot()
    const second = await save('faq', [{ question: 'Second?', answer: 'No.' }], { ifMatch: opened.etag ?? '' })
    expect(second.status).toBe(412)
    expect(await message(second)).toBe(CONTENT_CHANGED_MESSAGE)
    expect(await snapshot()).toEqual(before)
    // Another section too: the editor saw content that has changed since.
    expect((await save('links', link, { ifMatch: opened.etag ?? '' })).status).toBe(412)
    const garbage = await save('links', link, { ifMatch: 'whatever' })
    expect(garbage.status).toBe(412)
    const current = await save('faq', [{ question: 'Second?', answer: 'No.' }], {
      ifMatch: first.headers.get('etag') ?? '',
    })
    expect(current.status).toBe(200)
  })
})

describe('saves at the same moment', () => {
  test('two admins saving different sections at once: both stored, with distinct versions, seen by both servers at once', async () => {
    const other = await secondApp(ctx)
    // Each server has answered GET once, so both hold an answer they must not serve after the saves.
    const start = (await read()).content.version
    await read(other)
    const [faq, links] = await Promise.all([
      saveContent(ctx, 'faq', [{ question: 'Together?', answer: 'Yes.' }]),
      saveContent(other, 'links', { ...link, github: '' }),
    ])
    expect([faq.status, links.status]).toEqual([200, 200])
    const versions = [((await faq.json()) as SiteContent).version, ((await links.json()) as SiteContent).version].sort(
      (a, b) => a - b,
    )
    expect(versions[0]).toBeGreaterThan(start)
    expect(versions[1]).toBeGreaterThan(versions[0] ?? Number.POSITIVE_INFINITY)
    for (const server of [ctx, other]) {
      const { content, etag } = await read(server)
      expect(content.version).toBe(versions[1] ?? -1)
      expect(etag).toBe(`"content-${versions[1]}"`)
      expect(content.faq).toEqual([{ question: 'Together?', answer: 'Yes.' }])
      expect(content.links.github).toBe('')
    }
  })

  test('ten saves of one section at once, each with the same If-Match: one is stored, nine are 412', async () => {
    const { etag } = await read()
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        save('faq', [{ question: `Race ${i}?`, answer: 'Yes.' }], { ifMatch: etag ?? '' }).then((res) => res.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 412)).toHaveLength(9)
  })
})

test('a body over 4 MiB without a token is refused before it is read (413); a token allows a content save more', async () => {
  const big = { faq: [{ question: 'Big?', answer: 'x'.repeat(5 * 1024 * 1024) }] }
  const signedOut = await ctx.request('/api/admin/content/faq', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(big),
  })
  expect(signedOut.status).toBe(413)
  const asAdmin = await ctx.api.api.admin.content({ section: 'faq' }).put(big, bearer(admin.token))
  expect(asAdmin.status).toBe(422)
  expect(asAdmin.error?.value).toEqual({ message: 'faq[0].answer must be at most 2,000 characters' })
  // Any other route keeps its 4 MiB, token or not.
  const profile = await ctx.request('/api/user/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ bio: 'x'.repeat(5 * 1024 * 1024) }),
  })
  expect(profile.status).toBe(413)
})
