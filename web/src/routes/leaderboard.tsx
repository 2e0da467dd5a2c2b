import { createFileRoute } from '@tanstack/react-router'
import { leaderboardQuery, leaderboardSearch } from '../features/leaderboard'
import { LeaderboardPage } from '../features/leaderboard/LeaderboardPage'
import { loadFromSaved } from '../pwa/load-from-saved'
import { getToken } from '../session/token'

export const Route = createFileRoute('/leaderboard')({
  validateSearch: leaderboardSearch,
  loaderDeps: ({ search }) => search,
  // What the device saved shows at once (refreshed behind it); a failure is the page's own state.
  loader: ({ context, deps }) =>
    loadFromSaved(context.queryClient, leaderboardQuery(deps, Boolean(getToken()))).catch(() => undefined),
  component: LeaderboardPage,
})
