import { expect, test } from 'bun:test'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { type EventJson, eventsQuery } from '../../events'
import { ManageEvents } from './ManageEvents'

/** The list as the admin sees it once GET /api/events has answered `events`. */
function renderWith(events: EventJson[]) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(eventsQuery().queryKey, events)
  return renderToStaticMarkup(
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
  createdAt: '2025-01-01T00:00:00.000Z',
}

// The e2e database is shared by every test, so it is never empty there: the empty state is tested here.
test('no events: SPEC §8 says so and points at the form', () => {
  const html = renderWith([])
  expect(html).toContain('No events found. Create one above!')
  expect(html).not.toContain('<ul class="admin-events"')
})

test('an event shows its ordinal UTC date, IST time, place, state, type, EXP, Edit and Delete', () => {
  const html = renderWith([jam])
  expect(html).not.toContain('No events found')
  expect(html).toContain('Winter Game Jam')
  expect(html).toMatch(/3rd March 2025 · 6:30\s?pm IST/)
  expect(html).toContain('Seminar Hall 2')
  expect(html).toContain('>Inactive<')
  expect(html).toContain('>Past<')
  expect(html).toContain('>Gameathon<')
  expect(html).toContain('>75 EXP<')
  expect(html).toContain('Edit<span class="sr-only"> Winter Game Jam</span>')
  expect(html).toContain('>1 event, newest first<')
})
