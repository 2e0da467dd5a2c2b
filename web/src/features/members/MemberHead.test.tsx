import { expect, test } from 'bun:test'
import { renderStatic } from '../../testing/render-static'
import { MemberHead } from './MemberHead'

test('a member on the leaderboard: picture, username, then level and rank', () => {
  const view = renderStatic(
    <MemberHead member={{ username: 'asha', profilePicture: '/api/media/abc', level: 7, rank: 'Challenger' }} />,
  )
  expect(view.getByRole('heading', { level: 1, name: 'asha' })).toBeTruthy()
  expect(view.getByText('Level 7 · Challenger')).toBeTruthy()
  expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/api/media/abc')
})

test('a member hidden from the leaderboard: no level or rank at all', () => {
  const view = renderStatic(
    <MemberHead member={{ username: 'bilal', profilePicture: null, level: null, rank: null }} />,
  )
  expect(view.getByRole('heading', { level: 1, name: 'bilal' })).toBeTruthy()
  expect(view.queryByText(/Level/)).toBeNull()
  expect(view.getByText('B')).toBeTruthy()
})
