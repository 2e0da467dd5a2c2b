/**
 * The workspaces depend one way: the PWA imports the API's types and api/src/shared/; the server
 * imports nothing from web/ (its image does not even contain web/src: see the Dockerfile).
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const apiRoot = join(import.meta.dir, '../..')
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g

test('no file of the API imports from web/', () => {
  const files = readdirSync(apiRoot, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('node_modules'),
  )
  expect(files.length).toBeGreaterThan(50)
  const intoWeb = files.flatMap((file) =>
    [...readFileSync(join(apiRoot, file), 'utf8').matchAll(IMPORT)]
      .map((match) => match[1] ?? '')
      .filter((path) => /(^|\/)web\/|@club\/web/.test(path))
      .map((path) => `${file}: ${path}`),
  )
  expect(intoWeb).toEqual([])
})
