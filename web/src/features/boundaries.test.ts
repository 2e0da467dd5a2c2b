/**
 * A feature's folder is its own business. From outside it (another feature, a route, main.tsx)
 * code imports only what the feature exports: its index.ts (queries, mutations, hooks: small, as
 * the first view may import it), its ui.ts (UI that other features embed) or a *Page.tsx (its
 * screen, for the route that shows it). And the layers below the features (api/, session/, pwa/,
 * components/, lib/, content/) import no feature at all.
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const src = join(import.meta.dir, '..')
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g
const PUBLIC = /^(index|ui|[A-Z]\w*Page)$/

const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'),
)

/** Every relative import of the tree: the importing file and the file it names, from src/. */
const imports = files.flatMap((file) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(IMPORT)].map((match) => ({
    from: file,
    to: relative(src, resolve(dirname(join(src, file)), match[1] ?? '')),
  })),
)

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(`${path}/`)?.[1]

test('the tree has features and imports between them', () => {
  expect(new Set(files.map(featureOf).filter(Boolean)).size).toBeGreaterThan(5)
  expect(imports.filter(({ from, to }) => featureOf(to) && featureOf(from) !== featureOf(to)).length).toBeGreaterThan(5)
})

test('outside a feature, only its index.ts, ui.ts and pages are imported', () => {
  const intoInternals = imports
    .filter(({ from, to }) => featureOf(to) && featureOf(from) !== featureOf(to))
    .filter(({ to }) => {
      const inside = to.split('/').slice(2).join('/')
      return inside !== '' && !PUBLIC.test(inside.replace(/\.tsx?$/, ''))
    })
    .map(({ from, to }) => `${from} → ${to}`)
  expect(intoInternals).toEqual([])
})

test('the layers below the features import no feature', () => {
  const upward = imports
    .filter(({ from, to }) => /^(api|session|pwa|components|lib|content)\//.test(from) && featureOf(to))
    .map(({ from, to }) => `${from} → ${to}`)
  expect(upward).toEqual([])
})
