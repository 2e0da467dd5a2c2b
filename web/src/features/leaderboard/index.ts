/**
 * The leaderboard (docs/product.md#leaderboard). What the route's loader needs; the screen is
 * LeaderboardPage.tsx, which the /leaderboard route loads on demand.
 */
export { type LeaderboardJson, type LeaderboardPage, leaderboardQuery, leaderboardSearch } from './queries'
