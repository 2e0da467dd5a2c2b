/**
 * PostgreSQL's memory settings inside the embedded database. PGlite's linear memory never shrinks
 * and every page PostgreSQL touches stays resident, so what PostgreSQL sizes for a shared server
 * (shared_buffers 128 MB, touched in full at start) is memory the API process carries for good.
 * The club's database is tens of MB; the operating system's page cache holds its files anyway.
 * Measured in docs/decisions/0170-the-embedded-database-in-less-memory.md.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

export const PGLITE_SETTINGS = {
  // PostgreSQL's own cache of table and index pages. 128 MB (initdb's choice) cost 110 MB of RSS
  // from the start; 16 MB holds the hot pages (users, events, their indexes) of a club.
  shared_buffers: '16MB',
  // VACUUM and CREATE INDEX (migrations) may use this much at once, and the memory stays.
  maintenance_work_mem: '16MB',
} as const

const asArgs = (flag: string) => Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [flag, `${name}=${value}`])

/**
 * The settings on the command line of every start (they win over postgresql.conf, so a database
 * created before them gets them too), and written into postgresql.conf by initdb.
 */
export function pgliteOptions(): Pick<PGliteOptions, 'startParams' | 'initDbStartParams'> {
  return {
    startParams: [...PGlite.defaultStartParams, ...asArgs('-c')],
    initDbStartParams: asArgs('--set'),
  }
}
