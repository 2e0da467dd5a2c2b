/**
 * One process at a time on an embedded data directory. PGlite keeps the database in memory and
 * writes it back to DATA_DIR; two processes on one folder each work on their own copy and
 * overwrite each other's (a `db:seed` beside the running server "seeded 6 events" that no one
 * ever saw). Whoever opens PGlite (the server, db:seed, db:migrate, any script) first takes this
 * lock; a second process is refused with one line naming the holder.
 *
 * The lock is the kernel's (flock on DATA_DIR/pglite.lock), so it goes with its process however
 * that ends: exit, SIGTERM, SIGKILL, a crash, a reboot, a container restarted in a new PID
 * namespace. A lock file left behind holds no lock and is simply taken over. The file is never
 * deleted (deleting a locked file lets two processes lock two files); it holds the holder's pid,
 * command and start time for the refusal message, and is emptied on release.
 * docs/decisions/0121-one-process-per-data-directory.md
 */
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join, relative } from 'node:path'
import { formatDateTime } from '../shared/dates'
import { DEFAULT_CLUB_TIME_ZONE } from '../shared/time-zone'
import { kernelLock } from './kernel-lock'

/** Distinct from anything else in DATA_DIR (the PGlite folder, jwt-secret, the admin socket). */
export const LOCK_FILE = 'pglite.lock'

export interface LockHolder {
  pid: number
  command: string
  /** ISO 8601, UTC. */
  since: string
}

export interface DataDirLock {
  /** Empties the file and lets go; the next process may open the folder. Idempotent. */
  release(): void
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    timeZone: string,
  ) {
    const who = holder
      ? `pid ${holder.pid} (${holder.command}) since ${formatDateTime(holder.since, timeZone)}`
      : 'another process'
    super(
      `DATA_DIR ${dataDir} is in use by ${who}. Only one process at a time may open the embedded database: stop that one first (on the embedded database, db:seed and db:migrate run while the server is stopped), or set DATABASE_URL to use PostgreSQL.`,
    )
    this.name = 'DataDirInUseError'
  }
}

/** How this process was started, as a person would type it: "bun src/index.ts", "bun api/src/db/seed.ts". */
export function describeCommand(argv: readonly string[] = process.argv, cwd = process.cwd()): string {
  const [, script, ...args] = argv
  const shown = script ? [relative(cwd, script) || script, ...args] : []
  return ['bun', ...shown].join(' ').slice(0, 200)
}

/** Who holds (or last held) the folder, from the lock file; null when it says nothing readable. */
export function readLockHolder(dataDir: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockHolder>
    if (typeof holder.pid === 'number' && typeof holder.command === 'string' && typeof holder.since === 'string')
      return { pid: holder.pid, command: holder.command, since: holder.since }
  } catch {}
  return null
}

/**
 * Takes the folder for this process or throws DataDirInUseError. `timeZone` is only for the
 * message's "since". The folder must exist.
 */
export function acquireDataDirLock(
  dataDir: string,
  { timeZone = DEFAULT_CLUB_TIME_ZONE, command = describeCommand() }: { timeZone?: string; command?: string } = {},
): DataDirLock {
  const path = join(dataDir, LOCK_FILE)
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644)
  const locked = kernelLock(fd)
  if (locked !== 'locked') {
    closeSync(fd)
    if (locked === 'held') throw new DataDirInUseError(dataDir, holderOnceWritten(dataDir), timeZone)
    // No kernel lock on this platform or file system: say so once and go on unguarded.
    process.stderr.write(`Warning: cannot lock DATA_DIR ${dataDir} (${locked}); make sure no other process opens it.\n`)
    return { release() {} }
  }
  const holder: LockHolder = { pid: process.pid, command, since: new Date().toISOString() }
  ftruncateSync(fd, 0)
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0)
  let held = true
  return {
    release() {
      if (!held) return
      held = false
      // Emptied while still locked, so no one reads this holder after another has taken over.
      ftruncateSync(fd, 0)
      closeSync(fd) // closing the last descriptor releases the flock
    },
  }
}

/** The holder writes its name right after locking: give it a moment if the file is still empty. */
function holderOnceWritten(dataDir: string): LockHolder | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const holder = readLockHolder(dataDir)
    if (holder) return holder
    Bun.sleepSync(10)
  }
  return null
}
