/**
 * A fresh, empty database on the test PostgreSQL server (TEST_DATABASE_URL), dropped after the
 * test file, for tests that start real server processes on it.
 */
import { afterAll } from 'bun:test'
import postgres from 'postgres'

export async function freshPostgresDatabase(prefix: string): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
