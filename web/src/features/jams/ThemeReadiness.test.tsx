import { expect, test } from 'bun:test'
import { renderStatic } from '../../testing/render-static'
import { ThemeReadiness } from './ThemeReadiness'

const counts = (themeIdeas: number) => ({ entrants: 0, entries: 0, ratings: 0, themeIdeas })

test('an admin’s theme is reported as set, never shown', () => {
  const view = renderStatic(<ThemeReadiness jam={{ themeSource: 'organisers', counts: counts(0) }} />)
  expect(view.getByText(/Theme: set, secret until the start/)).toBeDefined()
})

test('theme voting with ideas says how many', () => {
  const view = renderStatic(<ThemeReadiness jam={{ themeSource: 'voting', counts: counts(1) }} />)
  expect(view.getByText(/the idea with the most votes \(1 idea so far\)/)).toBeDefined()
})

test('a jam that would start without a theme is a warning, with what to do', () => {
  const none = renderStatic(<ThemeReadiness jam={{ themeSource: null, counts: counts(0) }} />)
  expect(none.getByRole('status').textContent).toContain('Set a theme in Edit, or turn on theme voting')
  const noIdeas = renderStatic(<ThemeReadiness jam={{ themeSource: 'voting', counts: counts(0) }} />)
  expect(noIdeas.getByRole('status').textContent).toContain('No theme ideas yet')
})
