import { expect, test } from 'bun:test'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderStatic } from '../../../testing/render-static'
import { type EventJson, eventsQuery } from '../../events'
import { ManageEvents } from './ManageEvents'

/** The list as the admin sees it once GET /api/events has answered `events`. */
function renderWith(events: EventJson[]) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(eventsQuery().queryKey, events)
  return renderStatic(
    <QueryClientProvider client={queryClient}>
      <ManageEvents />
    </QueryClientProvider>,
  )
}

const jam: EventJson = {
  _id: '0190f0a0-0000-7000-8000-000000000001',
  name: 'Winter Game Jam',
  description: 'Make a game in 48 hours.',
  date: '2025-03-03T13:00:00.000Z',
  location: 'Seminar Hall 2',
  pointsAwarded: 75,
  isActive: false,
  imageUrl: null,
  type: 'Gameathon',
  endsAt: null,
  expOn: 'registration',
  capacity: null,
  registeredCount: 0,
  waitlistCount: 0,
  spotsLeft: null,
  createdAt: '2025-01-01T00:00:00.000Z',
}

// The e2e database is shared by every test, so it is never empty there: the empty state is tested here.
test('no events: says so (docs/product.md#messages) and points at the form; no list', () => {
  const view = renderWith([])
  expect(view.getByText('No events found. Create one above!')).toBeTruthy()
  expect(view.queryByRole('list')).toBeNull()
})

test("an event shows its date and time on the club's clock, place, state, type, EXP, seats, Edit and Delete", () => {
  const view = renderWith([jam])
  expect(view.queryByText('No events found. Create one above!')).toBeNull()
  const event = view.getByRole('article', { name: 'Winter Game Jam' })
  expect(event.querySelector('time')?.textContent).toBe('3rd March 2025, 6:30 pm IST')
  expect(event.textContent).toContain('Seminar Hall 2')
  const status = view.getByRole('list', { name: 'Status' })
  expect([...status.querySelectorAll('li')].map((badge) => badge.textContent)).toEqual([
    'Inactive',
    'Past',
    'Gameathon',
    '75 EXP',
    '0 registered',
  ])
  expect(view.getByRole('button', { name: 'Edit Winter Game Jam' })).toBeTruthy()
  expect(view.getByRole('button', { name: 'Delete Winter Game Jam' })).toBeTruthy()
  expect(view.getByText('1 event, newest first')).toBeTruthy()
})
