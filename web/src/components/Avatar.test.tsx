import { expect, test } from 'bun:test'
import { renderStatic } from '../testing/render-static'
import { Avatar } from './Avatar'

const stored = `/api/media/${'cd'.repeat(32)}`

test('a stored picture in the sizes avatars are shown at, never as uploaded; its box stays fixed', () => {
  const img = renderStatic(<Avatar src={stored} name="asha" size={36} />).container.querySelector('img')
  expect(img?.getAttribute('src')).toBe(`${stored}?w=96`)
  expect(img?.getAttribute('srcset')).toBe(`${stored}?w=96 96w, ${stored}?w=256 256w`)
  expect(img?.getAttribute('sizes')).toBe('36px')
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['36', '36'])
})

test('a picture from elsewhere is used as it is', () => {
  const img = renderStatic(
    <Avatar src="https://cdn.example.com/a.png" name="asha" size={40} />,
  ).container.querySelector('img')
  expect(img?.getAttribute('src')).toBe('https://cdn.example.com/a.png')
  expect(img?.hasAttribute('srcset')).toBe(false)
})
