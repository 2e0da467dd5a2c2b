/** `bun run db:migrate`: applies pending migrations (the server also does this at start). */
import { loadConfig } from '../config'
import { openDatabase } from './client'

const config = loadConfig()
const database = openDatabase(config)
await database.migrate()
await database.close()
console.log(`Migrations applied (${database.kind}).`)
