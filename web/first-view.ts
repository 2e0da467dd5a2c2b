/**
 * What goes into the first view's one library chunk, `app-core` (decision 0036): the libraries
 * every page needs at start, and the app's own small modules that both the entry and the route
 * chunks import. Left to itself, the bundler puts each such shared module in a chunk of its own,
 * and the landing page pays a request (and its gzip overhead) for each.
 *
 * Invariant (first-view.test.ts and bundle.test.ts check it): every file listed here exists, every
 * package resolves to a path FIRST_VIEW_PACKAGES matches (under Bun's isolated linker:
 * node_modules/.bun/<name>@<version>/node_modules/<name>/), and the built index.html loads no
 * script besides the entry, app-core and the bundler's runtime. A module that main.tsx imports and
 * a route chunk imports too, added or moved, must be listed here, or that last check fails.
 */
import { resolve } from 'node:path'

/** The packages of the first view, by name. */
export const FIRST_VIEW_PACKAGE_NAMES = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@tanstack/query-async-storage-persister',
  '@tanstack/query-persist-client-core',
  'idb-keyval',
] as const

const asPattern = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]')

/** A file of one of those packages, wherever the package manager put it. */
export const FIRST_VIEW_PACKAGES = new RegExp(
  `node_modules[\\\\/](?:\\.bun[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${FIRST_VIEW_PACKAGE_NAMES.map(asPattern).join('|')})[\\\\/]`,
)

/**
 * The app's own non-UI modules of the first view that route chunks import too (the API client, the
 * session, the offline layer, the query options), relative to web/. The bundler also puts what a
 * listed module imports into the group; a first-view module that ends up in neither splits into a
 * chunk of its own. Which modules to list was measured: this set gives the smallest first view
 * (decision 0136); the landing page's UI stays in the entry chunk.
 */
export const FIRST_VIEW_APP_FILES = [
  'src/api/client.ts',
  'src/api/errors.ts',
  'src/api/query-keys.ts',
  'src/session/token.ts',
  'src/session/end-session.ts',
  'src/pwa/build-id.ts',
  'src/pwa/query-persistence.ts',
  'src/pwa/saved-on-device.ts',
  'src/components/use-document-title.ts',
  'src/pwa/connectivity.ts',
  'src/pwa/query-client.ts',
  'src/pwa/load-from-saved.ts',
  'src/session/profile-query.ts',
  'src/features/events/queries.ts',
  'src/features/events/index.ts',
  'src/features/events/event-query.ts',
  'src/features/registrations/queries.ts',
  'src/features/registrations/registration-mutations.ts',
  'src/features/check-in/scan-mutation.ts',
  // The icons: the landing page, the footer and route chunks (the /games Stay tuned block) share them.
  'src/components/Icon.tsx',
  '../api/src/shared/constants.ts',
] as const

const appFiles = new Set(FIRST_VIEW_APP_FILES.map((file) => resolve(import.meta.dirname, file)))

/** The bundler's test for the app-core group: a module id (an absolute path, maybe with a query). */
export const inFirstView = (id: string) => FIRST_VIEW_PACKAGES.test(id) || appFiles.has(id.split('?')[0] ?? id)
