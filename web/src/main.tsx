import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setUnauthorizedHandler } from './api/client'
import { captureCallbackParams } from './features/auth'
import { scanMutation } from './features/check-in'
import { registrationMutations } from './features/registrations'
import { createQueryClient } from './pwa/query-client'
import { restoreQueryCache } from './pwa/query-persistence'
import { setQueuedDefaults } from './pwa/queued-mutation'
import { registerServiceWorker } from './pwa/service-worker'
import { leaveEarlyScrollAlone } from './router-scroll'
import { routeTree } from './routeTree.gen'
import { endSession, followSessionsOfOtherTabs } from './session/end-session'
import './styles/global.css'

// A social sign-in's token leaves the address bar before anything else happens (docs/product.md#accounts).
captureCallbackParams()

// Offline-first: see src/pwa/query-client.ts and docs/offline.md.
const queryClient = createQueryClient()

// Mutations queued on the device (pwa/queued-mutation.ts) and restored after a reload have no
// component to give them their functions: they take the options registered for their keys here.
setQueuedDefaults(queryClient, scanMutation, ...registrationMutations)

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns caching.
  defaultPreloadStaleTime: 0,
  // Slow and failed page loads say why (src/pwa); loaded when first needed, precached for offline.
  defaultPendingComponent: lazyRouteComponent(() => import('./pwa/RoutePending'), 'RoutePending'),
  defaultErrorComponent: lazyRouteComponent(() => import('./pwa/RouteError'), 'RouteError'),
  // Back and forward return to the place left; a new page opens at its top (router-scroll.ts).
  scrollRestoration: leaveEarlyScrollAlone(),
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// The 401 rule (docs/api.md#conventions): any 401 except from login and sign-up ends the session.
setUnauthorizedHandler(() => {
  void endSession(queryClient)
  void router.navigate({ to: '/login', search: { session_expired: true } })
})
// Logout or a sign-in in another tab ends this tab's session too (its data and queued registrations).
followSessionsOfOtherTabs(queryClient)

// The cache is restored before the first route loads (a .then, not a top-level await: that would
// split the entry into many chunks). The app renders even if restoring fails: an empty cache only
// means the network fills it.
void restoreQueryCache(queryClient)
  .catch(() => {})
  .then(() => {
    const root = document.getElementById('root')
    if (!root) throw new Error('#root is missing from index.html')
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
    registerServiceWorker()
  })
