import { expect, test } from 'bun:test'
import { savedAt, savedDataMessage } from './saved-data'

const now = Date.UTC(2026, 10, 23, 12, 0, 0)
const minutes = (n: number) => now - n * 60_000

test('fresh data needs no note', () => {
  expect(savedDataMessage({ updatedAt: minutes(2), connectivity: 'online', refreshFailed: false, now })).toBeNull()
})

test('no data at all is not "saved data"', () => {
  expect(savedDataMessage({ updatedAt: 0, connectivity: 'offline', refreshFailed: true, now })).toBeNull()
})

test('says how old the saved data is and why it is not fresher', () => {
  expect(savedDataMessage({ updatedAt: minutes(5), connectivity: 'offline', refreshFailed: false, now })).toBe(
    'Showing saved data from 5 minutes ago — you are offline.',
  )
  expect(
    savedDataMessage({ updatedAt: minutes(60), connectivity: 'server-not-answering', refreshFailed: true, now }),
  ).toBe('Showing saved data from 1 hour ago — the server is not answering.')
  expect(savedDataMessage({ updatedAt: minutes(0.5), connectivity: 'online', refreshFailed: true, now })).toBe(
    'Showing saved data from just now — it could not be refreshed.',
  )
})

test('ages read naturally, and older data gets its date as the site writes dates', () => {
  expect(savedAt(minutes(1), now)).toBe('1 minute ago')
  expect(savedAt(minutes(59), now)).toBe('59 minutes ago')
  expect(savedAt(minutes(180), now)).toBe('3 hours ago')
  expect(savedAt(Date.UTC(2026, 10, 3, 9, 0), now)).toBe('3rd November 2026')
  // A device clock behind the server's is not "in the future".
  expect(savedAt(now + 5_000, now)).toBe('just now')
})
