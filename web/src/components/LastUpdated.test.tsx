import { expect, test } from 'bun:test'
import { renderStatic } from '../testing/render-static'
import { LastUpdated } from './LastUpdated'

const query = (overrides: Partial<Parameters<typeof LastUpdated>[0]['query']> = {}) => ({
  dataUpdatedAt: Date.now() - 5 * 60_000,
  isRefetchError: false,
  isFetching: false,
  refetch: () => {},
  ...overrides,
})

test('fresh data: nothing to say', () => {
  const { container } = renderStatic(<LastUpdated query={query()} />)
  expect(container.childElementCount).toBe(0)
})

test('a failed refresh: says how old the data is, as a status, with a way to try again', () => {
  const view = renderStatic(<LastUpdated query={query({ isRefetchError: true })} />)
  expect(view.getByRole('status').textContent).toContain(
    'Showing saved data from 5 minutes ago — it could not be refreshed.',
  )
  expect((view.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false)
})

test('while it tries again, the button says so and waits', () => {
  const view = renderStatic(<LastUpdated query={query({ isRefetchError: true, isFetching: true })} />)
  expect((view.getByRole('button', { name: 'Trying…' }) as HTMLButtonElement).disabled).toBe(true)
  expect(view.queryByRole('button', { name: 'Try again' })).toBeNull()
})
