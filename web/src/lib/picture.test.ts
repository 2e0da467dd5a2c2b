import { describe, expect, test } from 'bun:test'
import { MEDIA_WIDTHS, pictureProps, pictureUrl } from './picture'

const stored = `/api/media/${'ab'.repeat(32)}`

describe('pictureUrl', () => {
  test('a stored picture gets its size; any other picture stays as it is', () => {
    expect(pictureUrl(stored, 96)).toBe(`${stored}?w=96`)
    expect(pictureUrl(stored, 800, '16x9')).toBe(`${stored}?w=800&crop=16x9`)
    expect(pictureUrl(stored, 800, '')).toBe(`${stored}?w=800`)
    for (const other of [
      '/images/team/placeholder.svg',
      'https://cdn.example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      '/api/media/abc',
      `${stored}?w=256`,
      `/api/media/${'AB'.repeat(32)}`,
    ])
      expect(pictureUrl(other, 96)).toBe(other)
  })
})

describe('pictureProps', () => {
  test('src is the first (smallest) size, srcSet every size, sizes as given', () => {
    expect(pictureProps(stored, { widths: [96, 256], sizes: '36px' })).toEqual({
      src: `${stored}?w=96`,
      srcSet: `${stored}?w=96 96w, ${stored}?w=256 256w`,
      sizes: '36px',
    })
    expect(pictureProps(stored, { widths: [640, 800, 1600], sizes: '(min-width: 56rem) 48vw, 100vw' }).srcSet).toBe(
      `${stored}?w=640 640w, ${stored}?w=800 800w, ${stored}?w=1600 1600w`,
    )
  })

  test('crop 16x9: every size cut to 16:9 by the server (game covers)', () => {
    expect(pictureProps(stored, { widths: [640, 800], sizes: '100vw', crop: '16x9' })).toEqual({
      src: `${stored}?w=640&crop=16x9`,
      srcSet: `${stored}?w=640&crop=16x9 640w, ${stored}?w=800&crop=16x9 800w`,
      sizes: '100vw',
    })
    expect(pictureProps('/images/games/placeholder.svg', { widths: [640], sizes: '100vw', crop: '16x9' })).toEqual({
      src: '/images/games/placeholder.svg',
    })
  })

  test('a picture that is not stored here, or no widths: the URL alone, no srcset', () => {
    expect(pictureProps('data:image/png;base64,iVBORw0KGgo=', { widths: [96], sizes: '36px' })).toEqual({
      src: 'data:image/png;base64,iVBORw0KGgo=',
    })
    expect(pictureProps(stored, { widths: [], sizes: '36px' })).toEqual({ src: stored })
  })

  test('the widths are the server’s (api/src/shared/media-widths.ts)', () => {
    expect([...MEDIA_WIDTHS]).toEqual([96, 256, 640, 800, 1600])
  })
})
