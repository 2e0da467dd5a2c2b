/**
 * `bun run db:seed`: a handful of realistic events so a newcomer sees a living site
 * (seed-events.ts). Idempotent. Never run implicitly: production data is only what admins create.
 * On the embedded database, run it while the server is stopped: a running server holds DATA_DIR
 * and this is refused with a line naming it (data-dir-lock.ts). On PostgreSQL, any time.
 */
import { openDatabaseOrExit, readConfigOrExit } from '../lib/startup'
import { seedDemoEvents } from './seed-events'

const config = readConfigOrExit()
const database = openDatabaseOrExit(config)
try {
  await database.migrate()
  const { added, alreadyThere } = await seedDemoEvents(database.db, { timeZone: config.clubTimeZone })
  console.log(`Seeded ${added} event(s) (${alreadyThere} already there) into ${database.kind}.`)
} finally {
  await database.close()
}
