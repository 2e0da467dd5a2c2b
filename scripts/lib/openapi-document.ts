/**
 * The API's published OpenAPI document (GET /api/docs/json), as the server builds it, for the
 * static step's lint (scripts/test.ts). The app is built in-process on a throwaway embedded
 * database that it never reads: the document comes from the routes alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../api/src/app'
import { loadConfig } from '../../api/src/config'
import { openPglite } from '../../api/src/db/client'

export async function openApiDocument(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-openapi-'))
  const database = openPglite(dataDir)
  try {
    const config = {
      ...loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: dataDir }),
      jwtSecret: 'x'.repeat(32),
      webDistDir: '/nonexistent',
    }
    const app = createApp({ database, config })
    const response = await app.handle(new Request('http://localhost/api/docs/json'))
    if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`)
    return await response.text()
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) process.stdout.write(await openApiDocument())
