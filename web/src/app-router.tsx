/**
 * The app as one tree, for the browser (main.tsx) and for the server's first view
 * (first-view/render.tsx, docs/first-view.md): the router with its options, and the providers
 * around it. Both render exactly this, so the browser can take over the server's HTML (hydrate)
 * instead of drawing the page again.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { leaveEarlyScrollAlone } from './router-scroll'
import { routeTree } from './routeTree.gen'

/**
 * The router over `history` (the browser's address bar when left out). On the server (a memory
 * history) nothing is scrolled, and no scroll script is written into the page.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    // Slow and failed page loads say why (src/pwa); loaded when first needed, precached for offline.
    defaultPendingComponent: lazyRouteComponent(() => import('./pwa/RoutePending'), 'RoutePending'),
    defaultErrorComponent: lazyRouteComponent(() => import('./pwa/RouteError'), 'RouteError'),
    // Back and forward return to the place left; a new page opens at its top (router-scroll.ts).
    scrollRestoration: history ? () => false : leaveEarlyScrollAlone(),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <MarkRunning />
    </StrictMode>
  )
}

/**
 * `<html data-app="running">` once the app has rendered or taken the server's drawing over
 * (docs/first-view.md#forms): from then on every control of the page answers. The end-to-end tests
 * wait for it after opening a page, as a person waits for a page to work. The matched route is part
 * of this first commit: main.tsx awaits `router.load()`, which loads the route's lazy chunk, before
 * it hydrates, so no route suspends. What comes later is only what a page itself loads on demand
 * (the landing page's lower sections as they near the screen, docs/first-view.md).
 */
function MarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running'
  }, [])
  return null
}
