/**
 * What every module is built from: the configuration, the database and the per-process caches
 * and services that app.ts makes once. Its own file so that modules import it without importing
 * app.ts, which imports them (no cycle of files; decision 0180).
 */
import type { Config } from './config'
import type { Database } from './db/client'
import type { MailDeps } from './modules/auth/account-mail'
import type { calendarCache } from './modules/calendars/calendar-cache'
import type { eventsListCache } from './modules/events/list-cache'
import type { ServedBuilds } from './modules/games/served-builds'
import type { Storage } from './modules/games/storage'
import type { Uploads } from './modules/games/uploads'
import type { leaderboardCache } from './modules/leaderboard/leaderboard-cache'
import type { authPlugin } from './plugins/auth'

export type AppConfig = Config & { jwtSecret: string }

export interface AppDeps {
  database: Database
  db: Database['db']
  config: AppConfig
  auth: ReturnType<typeof authPlugin>
  /** The events list this process serves (decision 0101); whoever changes what it shows calls written(). */
  eventsList: ReturnType<typeof eventsListCache>
  /** The leaderboard this process serves (decision 0160); whoever changes EXP, names, pictures or the setting calls written(). */
  leaderboard: ReturnType<typeof leaderboardCache>
  /** The public calendar files this process serves (decision 0163); event writes call written(). */
  calendars: ReturnType<typeof calendarCache>
  /** The time, for rules that depend on it (the semester); tests fix it. */
  now: () => Date
  /** What the games origin serves (decision 0295); whoever changes a game's status, deletes one or adds or sweeps builds calls written(). */
  servedBuilds: ServedBuilds
  /** Game builds' files and the uploads in progress, under STORAGE_DIR. */
  games: { storage: Storage; uploads: Uploads }
  /** Mailing links: the mailer (which may be unable to send), and where sending runs. */
  mail: MailDeps
}
