import { expect, test } from 'bun:test'
import { renderStatic } from '../../testing/render-static'
import { JamCountdown } from './JamCountdown'

const at = Date.parse('2026-12-04T12:30:00.000Z')
const next = { phase: 'upcoming' as const, label: 'The theme is revealed and the jam starts in', at }

test('the countdown names the moment, shows the time left, and says the moment on the club’s clock, labelled', () => {
  const view = renderStatic(<JamCountdown next={next} now={at - (86_400 + 3600 + 61) * 1000} />)
  expect(view.getByRole('heading', { name: next.label })).toBeDefined()
  const timer = view.getByRole('timer')
  // The digits for the eye, the time left by the minute for a screen reader.
  expect(timer.querySelector('[aria-hidden="true"]')?.textContent).toBe('1 day 01:01:01')
  expect(timer.querySelector('.sr-only')?.textContent).toBe('1 day, 1 hour, 2 minutes')
  expect(view.getByText('4th December 2026, 6:00 pm IST').getAttribute('datetime')).toBe('2026-12-04T12:30:00.000Z')
  expect(view.getByText(/Times are IST, the club’s time zone \(Asia\/Kolkata\)/)).toBeDefined()
})

test('at the moment itself the countdown reads zero, never less', () => {
  const view = renderStatic(<JamCountdown next={next} now={at + 1500} />)
  expect(view.getByRole('timer').querySelector('[aria-hidden="true"]')?.textContent).toBe('00:00:00')
})
