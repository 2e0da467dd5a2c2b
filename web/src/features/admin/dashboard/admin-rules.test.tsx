/**
 * The admin dashboard's rules that were written down as decisions 0071 and 0072 (wording of the
 * outcome messages, busy buttons, what a change refreshes), asserted here; the e2e specs
 * admin.spec.ts and admin-manage.spec.ts cover the rest in the browser (edit in place, a double
 * click creates one event, what was typed survives a refusal). Field check texts:
 * event-form-values.test.ts.
 */
import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import { TimeoutError } from '../../../api/client'
import { ApiError } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'
import { renderStatic } from '../../../testing/render-static'
import type { EventJson } from '../../events'
import { EventRow } from './EventRow'
import { actionErrorText, refreshEverythingAboutEvents } from './use-event-mutations'

describe('"<message or Server error>" after Error creating / updating / deleting event:', () => {
  test("the server's message when it wrote one", () =>
    expect(actionErrorText(new ApiError(404, 'Event not found'))).toBe('Event not found'))
  test('no answer within 10 s: the time-out says so (the change may have been saved)', () =>
    expect(actionErrorText(new TimeoutError())).toBe(
      'The server took too long to answer. Check your connection and try again.',
    ))
  test('anything else: "Server error"', () => {
    expect(actionErrorText(new TypeError('Failed to fetch'))).toBe('Server error')
    expect(actionErrorText(new ApiError(502, 'Request failed (502)', false))).toBe('Server error')
  })
})

test('after any change to events, every cached view of them is refreshed', async () => {
  const queryClient = new QueryClient()
  const views = [
    queryKeys.events,
    queryKeys.adminUsers(1, ''),
    queryKeys.adminParticipation(1, null),
    queryKeys.myRegistrations,
  ]
  for (const key of views) queryClient.setQueryData(key, [])
  await refreshEverythingAboutEvents(queryClient)
  expect(views.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true])
})

test('a busy button is aria-disabled, never disabled (the keyboard focus stays on it), and says why', () => {
  const event = {
    _id: 'e1',
    name: 'Game Jam',
    description: 'd',
    date: '2031-03-10T13:00:00.000Z',
    location: 'Hall',
    pointsAwarded: 50,
    isActive: true,
    imageUrl: null,
    type: null,
    endsAt: null,
    expOn: 'registration',
    capacity: null,
    registeredCount: 0,
    waitlistCount: 0,
    spotsLeft: null,
    createdAt: '2031-01-01T00:00:00.000Z',
  } satisfies EventJson
  const view = renderStatic(<EventRow event={event} deleting onEdit={() => {}} onDelete={() => {}} />)
  const button = view.getByRole('button', { name: 'Deleting… Game Jam' })
  expect(button.getAttribute('aria-disabled')).toBe('true')
  expect(button.hasAttribute('disabled')).toBe(false)
})
