/**
 * What the server and the db:* scripts do first: read the configuration and open the database,
 * and when either cannot be done, say why in one line on stderr and exit 1 (no stack trace).
 */
import { type Config, ConfigError, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import { DataDirInUseError } from '../db/data-dir-lock'

export function readConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

/** Opens (not yet migrates) the configured database; a DATA_DIR held by another process ends here. */
export function openDatabaseOrExit(config: Config): Database {
  try {
    return openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      process.stderr.write(`Database error: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
