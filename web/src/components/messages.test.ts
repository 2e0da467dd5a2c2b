import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test'
import {
  currentMessages,
  dismissGroup,
  dismissMessage,
  leavePagesOtherThan,
  MAX_MESSAGES,
  MESSAGE_EVENT,
  type Message,
  showMessage,
} from './messages'
import { MESSAGE_EVENT as LISTENED_FOR } from './Notices'

const message = (text: string, extra: Partial<Message> = {}): Message => ({
  text,
  tone: 'success',
  durationMs: 5_000,
  ...extra,
})
const texts = () => currentMessages().map((shown) => shown.text)

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  for (const shown of currentMessages()) dismissMessage(shown.id)
  jest.useRealTimers()
})

test('the notices listen for the event the store sends (the store is not in the first view)', () =>
  expect(LISTENED_FOR).toBe(MESSAGE_EVENT))

describe('messages', () => {
  test('each clears itself after its own duration, measured on a fake clock', () => {
    showMessage(message('five', { durationMs: 5_000 }))
    showMessage(message('eight', { tone: 'error', durationMs: 8_000 }))
    jest.advanceTimersByTime(4_999)
    expect(texts()).toEqual(['five', 'eight'])
    jest.advanceTimersByTime(1)
    expect(texts()).toEqual(['eight'])
    jest.advanceTimersByTime(3_000)
    expect(texts()).toEqual([])
  })

  test('a message stays on its page: leaving it takes the message away, staying keeps it', () => {
    showMessage(message('Event "Jam" created successfully!', { page: '/admin' }))
    showMessage(message('Registered', { page: '/events' }))
    leavePagesOtherThan('/admin')
    expect(texts()).toEqual(['Event "Jam" created successfully!'])
    leavePagesOtherThan('/events')
    expect(texts()).toEqual([])
  })

  test('one that takes the person to another page is kept there too, and nowhere else', () => {
    showMessage(message('Please log in to register for an event.', { page: '/events', alsoOn: '/login' }))
    leavePagesOtherThan('/login')
    expect(texts()).toEqual(['Please log in to register for an event.'])
    leavePagesOtherThan('/profile')
    expect(texts()).toEqual([])
  })

  test('one without a duration stays until replaced or dismissed', () => {
    const id = showMessage(message('No answer yet', { tone: 'pending', durationMs: null }))
    jest.advanceTimersByTime(600_000)
    expect(texts()).toEqual(['No answer yet'])
    dismissMessage(id)
    expect(texts()).toEqual([])
  })

  test("a group's new message replaces its old one (created, then deleted: only deleted stays)", () => {
    showMessage(message('Event "Jam" created successfully!', { group: 'admin-events' }))
    showMessage(message('Registered', { group: 'registration:e1' }))
    showMessage(message('Event deleted successfully!', { group: 'admin-events' }))
    expect(texts()).toEqual(['Registered', 'Event deleted successfully!'])
    dismissGroup('registration:e1')
    expect(texts()).toEqual(['Event deleted successfully!'])
  })

  test('the same text again is a new message (read again) with a new clock', () => {
    const first = showMessage(message('Saved', { group: 'g' }))
    jest.advanceTimersByTime(4_000)
    const second = showMessage(message('Saved', { group: 'g' }))
    expect(second).not.toBe(first)
    jest.advanceTimersByTime(4_999)
    expect(texts()).toEqual(['Saved'])
    jest.advanceTimersByTime(1)
    expect(texts()).toEqual([])
  })

  test(`at most ${MAX_MESSAGES} at once: the oldest goes`, () => {
    for (const text of ['a', 'b', 'c', 'd']) showMessage(message(text))
    expect(texts()).toEqual(['b', 'c', 'd'])
  })
})
