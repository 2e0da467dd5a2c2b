import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acquireDataDirLock, DataDirInUseError, describeCommand, LOCK_FILE, readLockHolder } from './data-dir-lock'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'club-lock-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('acquireDataDirLock (in one process: every open of the folder counts)', () => {
  test('the first takes it and writes who it is; a second is refused while the first holds it', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir, { command: 'bun src/index.ts' })
    const holder = readLockHolder(dir)
    expect(holder).toMatchObject({ pid: process.pid, command: 'bun src/index.ts' })
    expect(Math.abs(Date.parse(holder!.since) - Date.now())).toBeLessThan(5_000)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError)
    lock.release()
    lock.release() // twice is harmless
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('')
    const again = acquireDataDirLock(dir)
    again.release()
  })

  test('the refusal is one line: the folder, the pid, the command, since when (club time), what to do', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir, { command: 'bun src/index.ts' })
    // Rewrite the start time to a known instant to check its wording.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, command: 'bun src/index.ts', since: '2026-12-24T12:30:00.000Z' }),
    )
    try {
      acquireDataDirLock(dir, { timeZone: 'Asia/Kolkata' })
      throw new Error('not refused')
    } catch (error) {
      expect(error).toBeInstanceOf(DataDirInUseError)
      const message = (error as Error).message
      expect(message).not.toContain('\n')
      expect(message).toBe(
        `DATA_DIR ${dir} is in use by pid ${process.pid} (bun src/index.ts) since 24th December 2026, 6:00 pm IST. Only one process at a time may open the embedded database: stop that one first (on the embedded database, db:seed and db:migrate run while the server is stopped), or set DATABASE_URL to use PostgreSQL.`,
      )
      expect((error as DataDirInUseError).holder?.pid).toBe(process.pid)
    } finally {
      lock.release()
    }
  })

  test('a lock file left by a process that is gone holds nothing: it is taken over', () => {
    const dir = tempDir()
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 999_999_999, command: 'bun src/index.ts', since: '2020-01-01T00:00:00Z' }),
    )
    const lock = acquireDataDirLock(dir, { command: 'bun src/db/seed.ts' })
    expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, command: 'bun src/db/seed.ts' })
    lock.release()
  })

  test('when the holder has not written its name yet, the refusal still says what to do', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir)
    writeFileSync(join(dir, LOCK_FILE), '')
    expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is in use by another process. Only one process`)
    lock.release()
  })
})

test('describeCommand shows the script relative to where it was started', () => {
  expect(describeCommand(['/usr/local/bin/bun', '/srv/club/api/src/db/seed.ts'], '/srv/club')).toBe(
    'bun api/src/db/seed.ts',
  )
  expect(describeCommand(['/usr/local/bin/bun', '/srv/club/api/src/index.ts', '--x'], '/srv/club/api')).toBe(
    'bun src/index.ts --x',
  )
  expect(describeCommand(['bun'], '/')).toBe('bun')
})
