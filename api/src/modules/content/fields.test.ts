/**
 * The content's fields (fields.ts, model.ts) without a server: the defaults are content a save
 * would take, and what `read` takes (before cleaning and after) the schemas take too, so a person
 * always gets read's message and the OpenAPI document never refuses what the API accepts.
 */
import { describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { DEFAULT_CONTENT } from '../../shared/content/defaults'
import { CONTENT_SECTIONS } from '../../shared/content/types'
import { isHttpsLink } from './fields'
import { readSave, SaveBody, SiteContentAnswer } from './model'

describe('the defaults', () => {
  test.each([...CONTENT_SECTIONS])(
    '%s: read unchanged, and valid for the request and the answer schemas',
    (section) => {
      const body = { [section]: DEFAULT_CONTENT[section] }
      expect(Value.Check(SaveBody, body)).toBe(true)
      expect(readSave(section, body)).toEqual({ section, value: DEFAULT_CONTENT[section] })
    },
  )

  test('the whole default content fits the answer schema', () => {
    expect(Value.Check(SiteContentAnswer, { version: 0, ...DEFAULT_CONTENT })).toBe(true)
  })
})

describe('what read takes, the schema takes', () => {
  const sent = {
    faq: [{ question: '  Padded?  ', answer: '\n  Yes, padded.\t' }],
  }
  test('text with blanks around it: taken by both, stored trimmed', () => {
    expect(Value.Check(SaveBody, sent)).toBe(true)
    const { value } = readSave('faq', sent)
    expect(value).toEqual([{ question: 'Padded?', answer: 'Yes, padded.' }])
    expect(Value.Check(SaveBody, { faq: value })).toBe(true)
  })

  test('a link with blanks around it', () => {
    const links = { ...DEFAULT_CONTENT.links, discord: ' https://discord.gg/x ', youtube: '  ' }
    expect(Value.Check(SaveBody, { links })).toBe(true)
    expect(readSave('links', { links }).value).toMatchObject({ discord: 'https://discord.gg/x', youtube: '' })
  })

  test('a name of 100 characters as people see them, each several code units', () => {
    const name = '👩🏽‍💻'.repeat(100)
    const team = [{ group: 'Core Team', members: [{ ...DEFAULT_CONTENT.team[0]?.members[0], name }] }]
    expect(Value.Check(SaveBody, { team })).toBe(true)
    expect(() => readSave('team', { team })).not.toThrow()
    const longer = [{ group: 'Core Team', members: [{ ...DEFAULT_CONTENT.team[0]?.members[0], name: `${name}x` }] }]
    expect(() => readSave('team', { team: longer })).toThrow('team[0].members[0].name must be at most 100 characters')
  })
})

test.each([
  ['https://discord.gg/gamedevclub', true],
  ['https://forms.gle/x?usp=sf_link', true],
  ['http://discord.gg/x', false],
  ['https://', false],
  ['https://user:pass@example.com', false],
  ['https://exa mple.com', false],
  ['ftp://example.com', false],
  ['//example.com', false],
])('isHttpsLink(%p) is %p', (link, expected) => {
  expect(isHttpsLink(link)).toBe(expected)
})
