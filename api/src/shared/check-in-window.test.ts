import { describe, expect, test } from 'bun:test'
import { checkInWindow, lastUploadAt, windowState } from './check-in-window'

const date = '2026-03-03T12:30:00.000Z' // 6 pm in New Delhi

describe('checkInWindow', () => {
  test('an hour before the start to an hour after the end', () => {
    const window = checkInWindow({ date, endsAt: '2026-03-03T15:00:00.000Z' })
    expect(window.opens.toISOString()).toBe('2026-03-03T11:30:00.000Z')
    expect(window.closes.toISOString()).toBe('2026-03-03T16:00:00.000Z')
    expect(lastUploadAt(window).toISOString()).toBe('2026-03-04T16:00:00.000Z')
  })

  test('without an end: an hour after the start + 4 hours', () => {
    const window = checkInWindow({ date: new Date(date), endsAt: null })
    expect(window.closes.toISOString()).toBe('2026-03-03T17:30:00.000Z')
  })

  test('both ends belong to the window', () => {
    const window = checkInWindow({ date, endsAt: null })
    expect(windowState(window, window.opens.getTime() - 1)).toBe('before')
    expect(windowState(window, window.opens)).toBe('open')
    expect(windowState(window, window.closes.toISOString())).toBe('open')
    expect(windowState(window, window.closes.getTime() + 1)).toBe('after')
  })
})
