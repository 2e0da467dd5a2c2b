/**
 * Builds the Elysia app from its modules. No side effects: index.ts opens the database and
 * listens; tests build the same app around a throwaway database and call it in-process.
 */
import { Elysia } from 'elysia'
import type { Database } from './db/client'
import type { AppConfig, AppDeps } from './deps'
import { type Background, createBackground } from './lib/background'
import './lib/dates' // the strict `date-time` format, before any schema is checked
import { createMailer, type Mailer } from './lib/mail'
import { adminModule } from './modules/admin'
import { authModule } from './modules/auth'
import { accountRoutes } from './modules/auth/account-routes'
import { oauthModule } from './modules/auth/oauth'
import { calendarsModule } from './modules/calendars'
import { calendarCache } from './modules/calendars/calendar-cache'
import { checkInModule } from './modules/check-in'
import { contactModule } from './modules/contact'
import { contentModule } from './modules/content'
import { eventsModule } from './modules/events'
import { eventsListCache } from './modules/events/list-cache'
import { expLedgerModule } from './modules/exp-ledger'
import { gamesModule } from './modules/games'
import { gamesHostPlugin } from './modules/games/host'
import { type ServedBuilds, servedBuilds } from './modules/games/served-builds'
import { gameFilesFor } from './modules/games/setup'
import { uploadsModule } from './modules/games/uploads-routes'
import { healthModule } from './modules/health'
import { jamsModule } from './modules/jams'
import { jamRatingsModule } from './modules/jams/ratings-routes'
import { jamResultsModule } from './modules/jams/results-routes'
import { leaderboardModule } from './modules/leaderboard'
import { leaderboardCache } from './modules/leaderboard/leaderboard-cache'
import { mediaModule } from './modules/media'
import { membersModule } from './modules/members'
import { notificationsModule } from './modules/notifications'
import { registrationsModule } from './modules/registrations'
import { cardFor } from './modules/share-cards/cards'
import { usersModule } from './modules/users'
import { authPlugin } from './plugins/auth'
import { bodyPlugin } from './plugins/body'
import { docsPlugin } from './plugins/docs'
import { errorPlugin } from './plugins/errors'
import { firstViewRenderer, type RenderFirstView } from './plugins/first-view'
import { httpPlugin } from './plugins/http'
import { inputPlugin } from './plugins/input'
import { webPlugin } from './plugins/web'

export interface AppOptions {
  database: Database
  config: AppConfig
  /** Default: from config.mail. */
  mailer?: Mailer
  /** Default: a new one (index.ts passes its own, to wait for it at shutdown). */
  background?: Background
  /** Default: the real time. Tests fix it. */
  now?: () => Date
  /** Default: a new one. index.ts passes the one its games port serves from, so this app's writes reach it. */
  servedBuilds?: ServedBuilds
}

export function createApp({
  database,
  config,
  mailer,
  background,
  now = () => new Date(),
  servedBuilds: served = servedBuilds(database.db),
}: AppOptions) {
  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    auth: authPlugin({ db: database.db, jwtSecret: config.jwtSecret, adminEmails: config.adminEmails }),
    eventsList: eventsListCache(database.db),
    leaderboard: leaderboardCache(database.db, { timeZone: config.clubTimeZone, now }),
    calendars: calendarCache(database.db, { publicUrl: config.publicUrl, now }),
    now,
    games: gameFilesFor(config.storageDir),
    servedBuilds: served,
    mail: {
      db: database.db,
      mailer: mailer ?? createMailer(config.mail),
      background: background ?? createBackground(),
      publicUrl: config.publicUrl,
    },
  }
  // The first view asks this app's own API, in process (plugins/first-view.ts).
  const firstView: RenderFirstView | null = config.firstView
    ? firstViewRenderer({ ...config, api: (request: Request): Promise<Response> => app.handle(request) })
    : null
  const app = new Elysia()
    .use(gamesHostPlugin(deps))
    .use(httpPlugin(config))
    .use(errorPlugin)
    .use(bodyPlugin)
    .use(inputPlugin)
    .use(docsPlugin())
    .use(healthModule(deps))
    .use(authModule(deps))
    .use(accountRoutes(deps))
    .use(oauthModule(deps))
    .use(usersModule(deps))
    .use(eventsModule(deps))
    .use(registrationsModule(deps))
    .use(checkInModule(deps))
    .use(adminModule(deps))
    .use(contactModule(deps))
    .use(contentModule(deps))
    .use(expLedgerModule(deps))
    .use(leaderboardModule(deps))
    .use(calendarsModule(deps))
    .use(mediaModule(deps))
    .use(notificationsModule(deps))
    .use(gamesModule(deps))
    .use(uploadsModule(deps))
    .use(jamsModule(deps))
    .use(membersModule(deps))
    .use(jamRatingsModule(deps))
    .use(jamResultsModule(deps))
    .use(webPlugin({ ...config, firstView, shareCard: (path, settings) => cardFor(database.db, path, settings) }))
  return app
}

export type App = ReturnType<typeof createApp>
