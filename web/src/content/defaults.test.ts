/**
 * Checks the content a fresh install shows (api/src/shared/content/; the committee edits it at
 * /admin → Content, and the server checks each edit, api/src/modules/content): the product's fixed parts (group order, roles,
 * counters, seven photos, five questions) and that every picture it names is really there,
 * with the size it claims (a wrong size would make the page jump or stretch the picture).
 */
import { describe, expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_ABOUT } from '../../../api/src/shared/content/about'
import { DEFAULT_FACULTY as FACULTY } from '../../../api/src/shared/content/faculty'
import { DEFAULT_FAQ as FAQ } from '../../../api/src/shared/content/faq'
import { DEFAULT_GALLERY as ORIENTATION_PHOTOS } from '../../../api/src/shared/content/gallery'
import { DEFAULT_LINKS } from '../../../api/src/shared/content/links'
import { DEFAULT_PAST_EVENTS as PAST_EVENTS } from '../../../api/src/shared/content/past-events'
import { DEFAULT_TEAM } from '../../../api/src/shared/content/team'
import { TEAM_GROUPS, TEAM_ROLES } from '../../../api/src/shared/content/types'

const { counters: COUNTERS, activities: ACTIVITIES } = DEFAULT_ABOUT
const TEAM_MEMBERS = Object.fromEntries(DEFAULT_TEAM.map(({ group, members }) => [group, members])) as Record<
  (typeof TEAM_GROUPS)[number],
  (typeof DEFAULT_TEAM)[number]['members']
>
const NETWORKS = ['instagram', 'linkedin', 'github', 'youtube'] as const

const publicDir = join(import.meta.dir, '../../public')
const file = (path: string) => join(publicDir, path)

/** The pixel size an SVG (its width/height attributes), PNG or WebP file declares; null for other formats. */
function imageSize(path: string): { width: number; height: number } | null {
  const bytes = readFileSync(file(path))
  if (path.endsWith('.svg')) {
    const head = bytes.toString('utf8', 0, 400)
    const width = /<svg[^>]*\swidth="(\d+)"/.exec(head)?.[1]
    const height = /<svg[^>]*\sheight="(\d+)"/.exec(head)?.[1]
    return width && height ? { width: Number(width), height: Number(height) } : null
  }
  if (bytes.toString('latin1', 1, 4) === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('latin1', 12, 16)
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
  }
  return null
}

describe('team', () => {
  test('groups are in the order docs/product.md#public-pages gives', () => {
    expect(DEFAULT_TEAM.map(({ group }) => group)).toEqual([...TEAM_GROUPS])
    expect([...TEAM_GROUPS]).toEqual([
      'Office Bearers',
      'Core Team',
      'Team Unreal',
      'Team Blender',
      'Team OverWatch',
      'Team OutReach',
      'Team Prototype',
      'Team Catalyst',
      'Team Scratch',
    ])
  })
  test('every member has a name and one of the roles of docs/product.md#limits-and-constants', () => {
    const members = TEAM_GROUPS.flatMap((group) => TEAM_MEMBERS[group])
    expect(members.length).toBeGreaterThan(0)
    for (const member of members) {
      expect(member.name.trim().length).toBeGreaterThan(0)
      expect(TEAM_ROLES).toContain(member.role)
    }
    expect(new Set(members.map((m) => m.name)).size).toBe(members.length)
  })
  test('profile links are full https addresses on the right site', () => {
    for (const member of TEAM_GROUPS.flatMap((group) => TEAM_MEMBERS[group])) {
      if (member.linkedin) expect(member.linkedin).toStartWith('https://www.linkedin.com/')
      if (member.instagram) expect(member.instagram).toStartWith('https://www.instagram.com/')
      if (member.github) expect(member.github).toStartWith('https://github.com/')
    }
  })
})

describe('pictures', () => {
  const referenced = [
    ...TEAM_GROUPS.flatMap((group) => TEAM_MEMBERS[group].flatMap((m) => (m.photoUrl ? [m.photoUrl] : []))),
    ...FACULTY.map((f) => f.photoUrl),
  ]
  test.each(referenced)('%s exists under web/public', (path) => {
    expect(path).toStartWith('/')
    expect(existsSync(file(path))).toBe(true)
  })
  test.each([...ORIENTATION_PHOTOS, ...PAST_EVENTS].map((p) => [p.url, p] as const))(
    '%s exists, has an alt text and its declared size',
    (src, photo) => {
      expect(existsSync(file(src))).toBe(true)
      expect(photo.alt.length).toBeGreaterThan(10)
      const size = imageSize(src)
      if (size) expect(size).toEqual({ width: photo.width, height: photo.height })
    },
  )
  test('the gallery has seven orientation photos (docs/product.md#public-pages)', () => {
    expect(ORIENTATION_PHOTOS).toHaveLength(7)
  })
})

describe('landing content', () => {
  test('counters are 60+, 1+ and 200+ (docs/product.md#limits-and-constants)', () => {
    expect(COUNTERS.map((c) => `${c.value}${c.suffix} ${c.label}`)).toEqual([
      '60+ Team members',
      '1+ Years',
      '200+ Community members',
    ])
  })
  test('four activity cards: gameathons, contests, events, workshops', () => {
    expect(ACTIVITIES.map((a) => a.title)).toEqual(['Gameathons', 'Contests', 'Events', 'Workshops'])
  })
  test('two faculty members and five FAQ entries', () => {
    expect(FACULTY).toHaveLength(2)
    expect(FAQ).toHaveLength(5)
  })
  test('the FAQ answers say what docs/product.md#limits-and-constants says', () => {
    const answers = FAQ.map((f) => f.answer).join(' ')
    for (const phrase of [
      'Participation is free',
      'open to undergraduate and graduate students',
      'Students of other colleges are welcome',
      'need a valid student ID and prior registration for on-campus events',
      'Inter-college teams are allowed',
    ])
      expect(answers).toContain(phrase)
  })
  test('outside links are https and every social network has an icon in the sprite', () => {
    const sprite = readFileSync(file('/icons.svg'), 'utf8')
    for (const url of Object.values(DEFAULT_LINKS)) expect(url).toStartWith('https://')
    for (const name of ['discord', ...NETWORKS, ...ACTIVITIES.map((a) => a.icon)])
      expect(sprite).toContain(`<symbol id="${name}"`)
  })
})
