import { expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TeamMember } from '../../../../api/src/shared/content/types'
import { renderStatic } from '../../testing/render-static'
import { FALLBACK_PHOTO, MemberCard } from './MemberCard'

const member = (fields: Partial<TeamMember>): TeamMember => ({
  name: 'Riya Sen',
  role: 'Design',
  photoUrl: '',
  linkedin: '',
  instagram: '',
  github: '',
  ...fields,
})

test('a member without a photo gets the fallback photo, and only the links they have', () => {
  const view = renderStatic(<MemberCard member={member({ github: 'https://github.com/riya' })} />)
  expect(view.getByRole('img', { name: 'No photo of Riya Sen' }).getAttribute('src')).toBe(FALLBACK_PHOTO)
  const links = view.getAllByRole('link')
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Riya Sen on GitHub (opens in a new tab)'])
  expect(links[0]?.getAttribute('href')).toBe('https://github.com/riya')
})

test('a member with a photo shows it, named, at the size the card reserves; no links, no list', () => {
  const view = renderStatic(<MemberCard member={member({ photoUrl: '/images/team/riya-sen.webp' })} />)
  const photo = view.getByRole('img', { name: 'Portrait of Riya Sen' })
  expect(photo.getAttribute('src')).toBe('/images/team/riya-sen.webp')
  expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['160', '160'])
  expect(view.getByRole('heading', { name: 'Riya Sen' })).toBeTruthy()
  expect(view.getByText('Design')).toBeTruthy()
  expect(view.queryByRole('list')).toBeNull()
})

test('the fallback photo exists under web/public', () => {
  expect(existsSync(join(import.meta.dir, '../../../public', FALLBACK_PHOTO))).toBe(true)
})

test('an uploaded photo is offered in the sizes the card shows it, never the full picture', () => {
  const url = `/api/media/${'a'.repeat(64)}`
  const view = renderStatic(<MemberCard member={member({ photoUrl: url })} />)
  const photo = view.getByRole('img', { name: 'Portrait of Riya Sen' })
  expect(photo.getAttribute('src')).toBe(`${url}?w=256`)
  expect(photo.getAttribute('srcset')).toBe(`${url}?w=256 256w, ${url}?w=640 640w`)
  expect(photo.getAttribute('sizes')).toBe('160px')
})
