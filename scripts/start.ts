/**
 * `bun run start`: builds the PWA if it has not been built, then runs the production server
 * (which applies migrations itself). Nothing else is needed after `bun install`.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROUTE_LIST_FILE } from '../api/src/shared/route-paths'

const root = join(import.meta.dir, '..')
const dist = process.env.WEB_DIST_DIR ?? join(root, 'web/dist')
// routes.json: a build older than the route list would answer unknown paths with 200.
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, ROUTE_LIST_FILE))) {
  console.log('Building the web app (first start)…')
  const build = Bun.spawnSync(['bun', 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit' })
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1)
}
await import('../api/src/index.ts')
