/** The leaderboard's UI that other features embed: the setting on /profile. */
export { LeaderboardSetting } from './LeaderboardSetting'
