import { expect, test } from 'bun:test'
import { ZIP_REFUSAL_REASONS } from '@club/api/shared/constants'
import { PLAY_SANDBOX, playAllow, playAspectRatio } from './play-frame'
import { REFUSAL_REASONS, refusalSentence } from './refusal'

test('every refusal reason of the API has its own sentence', () => {
  expect(Object.keys(REFUSAL_REASONS).sort()).toEqual([...ZIP_REFUSAL_REASONS].sort())
  expect(refusalSentence('no_index_html', 'x')).toBe(
    'index.html not found at the top of the zip (or inside one top folder).',
  )
})

test('an unknown reason shows the server message, then a fallback; never an inherited key', () => {
  expect(refusalSentence('newer_reason', 'The server says no.')).toBe('The server says no.')
  expect(refusalSentence('toString', '  ')).toBe('The build was refused.')
  expect(refusalSentence(undefined)).toBe('The build was refused.')
})

test('the frame: sandbox without top navigation, cross-origin-isolated only when asked', () => {
  expect(PLAY_SANDBOX.split(' ')).not.toContain('allow-top-navigation')
  expect(PLAY_SANDBOX.split(' ')).not.toContain('allow-popups')
  expect(playAllow(false)).toBe('fullscreen; gamepad; autoplay')
  expect(playAllow(true)).toContain('cross-origin-isolated')
  expect(playAspectRatio(1280, 720)).toBe('1280 / 720')
  expect(playAspectRatio(0, Number.NaN)).toBe('960 / 600')
})

test('the upload id is the last segment of the tus Location', async () => {
  const { uploadIdOf } = await import('./upload-id')
  expect(uploadIdOf('http://127.0.0.1:3000/api/uploads/abc123')).toBe('abc123')
  expect(uploadIdOf('/api/uploads/abc123/')).toBe('abc123')
  expect(uploadIdOf(null)).toBeNull()
})
