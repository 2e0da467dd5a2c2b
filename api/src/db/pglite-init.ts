/**
 * Creates an embedded database in the folder given as the only argument and exits. `openPglite`
 * (client.ts) runs this in a child process when the folder holds no database yet, while it holds
 * the folder's lock: PGlite's initdb grows the process to about 0.9 GB and most of that stays
 * resident in the process that ran it, so the server must not be that process
 * (docs/decisions/0170-the-embedded-database-in-less-memory.md).
 */
import { PGlite } from '@electric-sql/pglite'
import { pgliteOptions } from './pglite-settings'

const dir = process.argv[2]
if (!dir) {
  process.stderr.write('usage: bun api/src/db/pglite-init.ts FOLDER\n')
  process.exit(2)
}
const client = new PGlite(dir, pgliteOptions())
await client.waitReady
await client.close()
