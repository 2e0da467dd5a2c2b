/** `bun run db:migrate`: applies pending migrations (the server also does this at start). */
import { openDatabaseOrExit, readConfigOrExit } from '../lib/startup'

const config = readConfigOrExit()
const database = openDatabaseOrExit(config)
try {
  await database.migrate()
} finally {
  await database.close()
}
console.log(`Migrations applied (${database.kind}).`)
