import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setUnauthorizedHandler } from './api/client'
import { App, createAppRouter } from './app-router'
import { captureCallbackParams } from './features/auth'
import { scanMutation } from './features/check-in'
import { registrationMutations } from './features/registrations'
import { startFromFirstView } from './pwa/first-view'
import { createQueryClient } from './pwa/query-client'
import { restoreQueryCache } from './pwa/query-persistence'
import { setQueuedDefaults } from './pwa/queued-mutation'
import { registerServiceWorker } from './pwa/service-worker'
import { endSession, followSessionsOfOtherTabs } from './session/end-session'
import { getToken } from './session/token'
import './styles/global.css'

// A social sign-in's token leaves the address bar before anything else happens (docs/product.md#accounts).
captureCallbackParams()

// Offline-first: see src/pwa/query-client.ts and docs/offline.md.
const queryClient = createQueryClient()

// Mutations queued on the device (pwa/queued-mutation.ts) and restored after a reload have no
// component to give them their functions: they take the options registered for their keys here.
setQueuedDefaults(queryClient, scanMutation, ...registrationMutations)

const router = createAppRouter(queryClient)

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
  .then(async () => {
    const root = document.getElementById('root')
    if (!root) throw new Error('#root is missing from index.html')
    const app = <App queryClient={queryClient} router={router} />
    // The server drew this page with its data (docs/first-view.md): the app starts from that data
    // and takes the HTML over as it is. Signed in, the page differs from the server's (the navbar,
    // the student's own rows), so it is drawn anew from the same data.
    const signedIn = Boolean(getToken())
    if (startFromFirstView(queryClient, signedIn) && !signedIn) {
      await router.load()
      // What TanStack Router's own SSR client sets: the page it hydrates was drawn by a server,
      // so it renders the tree the server did (no Suspense of its own around the root).
      router.ssr = { manifest: undefined }
      // As a transition, React takes the page over in slices of a few milliseconds and lets the
      // browser answer in between, instead of in one long task: the page is on screen already, and
      // a phone's main thread stays free for the reader's first tap (docs/first-view.md#how).
      startTransition(() => {
        hydrateRoot(root, app)
      })
    } else createRoot(root).render(app)
    registerServiceWorker()
  })
