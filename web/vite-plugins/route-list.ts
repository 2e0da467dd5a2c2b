/**
 * The app's pages, taken from the TanStack route tree as the router generator builds it (so a new
 * file in src/routes is a new page here, with no list to keep), for two readers:
 * - the server: `routes.json` in web/dist; a path that matches no page answers 404;
 * - the service worker: it serves its copy of the app only for these paths and lets the network
 *   answer the others (docs/decisions/0122-unknown-paths-answer-404.md).
 */
import { type GeneratorPlugin, inferFullPath } from '@tanstack/router-generator'
import type { Plugin } from 'vite'
import { ROUTE_LIST_FILE, type RouteList, routeUrlPattern } from '../../api/src/shared/route-paths'

export function routeList() {
  let routes: string[] = []

  /** For tanstackRouter({ plugins }): called with every node once the tree is built. */
  const generator: GeneratorPlugin = {
    name: 'club:route-list',
    onRouteTreeChanged({ routeNodes }) {
      // Pathless layouts and groups add no URL of their own; their children carry the full path.
      routes = [...new Set(routeNodes.filter((node) => !node.isNonPath).map((node) => inferFullPath(node)))].sort()
    },
  }

  const required = () => {
    if (!routes.length) throw new Error('club:route-list: the route tree gave no pages (is tanstackRouter first?)')
    return routes
  }

  const vite: Plugin = {
    name: 'club:route-list',
    apply: 'build',
    generateBundle() {
      const list: RouteList = { routes: required() }
      this.emitFile({ type: 'asset', fileName: ROUTE_LIST_FILE, source: `${JSON.stringify(list, null, 2)}\n` })
    },
  }

  return {
    generator,
    vite,
    /** The service worker's navigateFallbackAllowlist (path and query), once the tree is known. */
    patterns: () => required().map(routeUrlPattern),
  }
}
