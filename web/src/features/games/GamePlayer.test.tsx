import { expect, test } from 'bun:test'
import { renderStatic } from '../../testing/render-static'
import { formatBytes, GamePlayer } from './GamePlayer'

const build = {
  _id: 'b1',
  playUrl: 'http://127.0.0.1:3001/b/b1/index.html',
  width: 1280,
  height: 720,
  sharedArrayBuffer: false,
  sizeBytes: 20_400_000,
  fileCount: 12,
  uploadedAt: '2026-11-26T04:00:00.000Z',
}

test('before Play: no frame, nothing of the game, a box of its shape that says what Play loads', () => {
  const view = renderStatic(<GamePlayer build={build} title="Moth" />)
  expect(view.container.querySelector('iframe')).toBeNull()
  expect(view.container.querySelector('[src]')).toBeNull()
  expect(view.getByRole('button', { name: 'Play' })).toBeDefined()
  expect(view.getByText('Loads 20.4 MB when you press Play.')).toBeDefined()
  const box = view.container.querySelector('.game-frame-idle') as HTMLElement
  expect(box.getAttribute('style')).toContain('aspect-ratio:1280 / 720')
  // Play in its own tab is a plain link: nothing loads until it is followed.
  expect(view.getByRole('link', { name: /Play in its own tab/ }).getAttribute('href')).toBe(build.playUrl)
})

test('sizes read as people read them', () => {
  expect(formatBytes(812_000)).toBe('812 kB')
  expect(formatBytes(20_400_000)).toBe('20.4 MB')
  expect(formatBytes(10)).toBe('1 kB')
})
