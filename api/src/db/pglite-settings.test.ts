/**
 * The embedded database in a folder: made by a child process (client.ts), opened with the memory
 * settings of pglite-settings.ts, whether it was made with them or before them.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { queryRows } from '../lib/query-rows'
import { openPglite } from './client'
import { PGLITE_SETTINGS } from './pglite-settings'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-pglite-settings-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const settingsOf = async (dataDir: string) => {
  const database = openPglite(dataDir)
  try {
    const settings: Record<string, string> = {}
    for (const name of Object.keys(PGLITE_SETTINGS)) {
      const [row] = await queryRows<{ setting: string }>(database.db, sql`select current_setting(${name}) as setting`)
      settings[name] = row?.setting ?? ''
    }
    return settings
  } finally {
    await database.close()
  }
}

describe('the embedded database', () => {
  test('a new folder gets a database with the memory settings, and keeps its data across restarts', async () => {
    const dataDir = tempDir()
    expect(await settingsOf(dataDir)).toEqual({ ...PGLITE_SETTINGS })
    const first = openPglite(dataDir)
    try {
      await first.db.execute(sql`create table kept (n int)`)
      await first.db.execute(sql`insert into kept values (7)`)
    } finally {
      await first.close()
    }
    const again = openPglite(dataDir)
    try {
      expect(await queryRows<{ n: number }>(again.db, sql`select n from kept`)).toEqual([{ n: 7 }])
    } finally {
      await again.close()
    }
  }, 120_000)

  test('a database made before the settings (PGlite defaults) runs with them too', async () => {
    const dataDir = tempDir()
    const old = new PGlite(join(dataDir, 'pglite'))
    expect((await old.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers).toBe('128MB')
    await old.close()
    expect(await settingsOf(dataDir)).toEqual({ ...PGLITE_SETTINGS })
  }, 120_000)
})
