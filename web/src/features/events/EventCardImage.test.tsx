import { expect, test } from 'bun:test'
import { renderStatic } from '../../testing/render-static'
import { EventCardImage } from './EventCardImage'

const stored = `/api/media/${'ef'.repeat(32)}`

test('a card offers 640 and 800, the event page 1600 too; the 800 × 400 box stays', () => {
  const card = renderStatic(<EventCardImage name="Jam" imageUrl={stored} position={0} />).container.querySelector('img')
  expect(card?.getAttribute('src')).toBe(`${stored}?w=640`)
  expect(card?.getAttribute('srcset')).toBe(`${stored}?w=640 640w, ${stored}?w=800 800w`)
  expect(card?.getAttribute('sizes')).toBe('(min-width: 64rem) 33vw, (min-width: 44rem) 50vw, 100vw')
  expect([card?.getAttribute('width'), card?.getAttribute('height')]).toEqual(['800', '400'])
  const hero = renderStatic(<EventCardImage name="Jam" imageUrl={stored} position={0} hero />).container.querySelector(
    'img',
  )
  expect(hero?.getAttribute('srcset')).toBe(`${stored}?w=640 640w, ${stored}?w=800 800w, ${stored}?w=1600 1600w`)
})
