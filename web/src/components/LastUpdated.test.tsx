import { expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { LastUpdated } from './LastUpdated'

const query = (overrides: Partial<Parameters<typeof LastUpdated>[0]['query']> = {}) => ({
  dataUpdatedAt: Date.now() - 5 * 60_000,
  isRefetchError: false,
  isFetching: false,
  refetch: () => {},
  ...overrides,
})

test('fresh data: nothing to say', () => {
  expect(renderToStaticMarkup(<LastUpdated query={query()} />)).toBe('')
})

test('a failed refresh: says how old the data is, as a status, with a way to try again', () => {
  const html = renderToStaticMarkup(<LastUpdated query={query({ isRefetchError: true })} />)
  expect(html).toContain('role="status"')
  expect(html).toContain('Showing saved data from 5 minutes ago — it could not be refreshed.')
  expect(html).toContain('>Try again</button>')
})

test('while it tries again, the button says so and waits', () => {
  const html = renderToStaticMarkup(<LastUpdated query={query({ isRefetchError: true, isFetching: true })} />)
  expect(html).toContain('disabled=""')
  expect(html).toContain('Trying…')
})
