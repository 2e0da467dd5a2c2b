/**
 * The first view's chunk rule (first-view.ts) names files and packages by path: a file that moves
 * or a package that the linker puts elsewhere would drop out of the group without a word. This
 * checks each name against the tree as it is; bundle.test.ts checks the built result.
 */
import { expect, test } from 'bun:test'
import { existsSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { FIRST_VIEW_APP_FILES, FIRST_VIEW_PACKAGE_NAMES, inFirstView } from '../first-view'

const webRoot = join(import.meta.dir, '..')
const requireFromWeb = createRequire(join(webRoot, 'package.json'))
const fromReact = createRequire(realpathSync(requireFromWeb.resolve('react-dom')))
const fromRouter = createRequire(realpathSync(requireFromWeb.resolve('@tanstack/react-router')))
const fromQuery = createRequire(realpathSync(requireFromWeb.resolve('@tanstack/react-query')))
const fromPersister = createRequire(realpathSync(requireFromWeb.resolve('@tanstack/query-async-storage-persister')))

/** Where the bundler finds a package: resolved from whoever depends on it, symlinks followed. */
function installedAt(name: string): string {
  for (const from of [requireFromWeb, fromReact, fromRouter, fromQuery, fromPersister]) {
    try {
      return realpathSync(from.resolve(name))
    } catch {}
  }
  throw new Error(`${name} is not installed`)
}

test.each([...FIRST_VIEW_APP_FILES])('%s exists and is in the first view', (file) => {
  const path = join(webRoot, file)
  expect(existsSync(path)).toBe(true)
  expect(inFirstView(path)).toBe(true)
})

test.each([...FIRST_VIEW_PACKAGE_NAMES])('the package %s, where it is installed, is in the first view', (name) => {
  expect(inFirstView(installedAt(name))).toBe(true)
})

test('what the first view does not need stays out', () => {
  for (const path of [
    join(webRoot, 'src/features/events/EventList.tsx'),
    join(webRoot, 'src/features/registrations/registration-request.ts'),
    join(webRoot, 'src/components/messages.ts'),
    join(webRoot, 'src/components/NoticesContent.tsx'),
    installedAt('@elysiajs/eden'),
  ])
    expect({ path, inFirstView: inFirstView(path) }).toEqual({ path, inFirstView: false })
})
