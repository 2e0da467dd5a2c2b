/**
 * What /auth/callback received, held in memory between the route's `beforeLoad` (which wipes
 * the token from the address bar and history at once) and its loader (which uses it). Never in
 * storage: a token that is not yet checked must not outlive the page.
 */
export interface CallbackParams {
  token?: string
  error?: string
}

let held: CallbackParams | null = null

export function holdCallbackParams(params: CallbackParams) {
  held = params
}

/** The same object until the next callback, so a loader that runs again does not start over. */
export function heldCallbackParams(): CallbackParams | null {
  return held
}

/** The address without its query, in place, keeping the router's history state (index and key). */
export function wipeQueryFromAddressBar() {
  if (typeof window === 'undefined' || !window.location.search) return
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash)
}

/**
 * Called by main.tsx before anything else runs (restoring the saved cache can take a moment):
 * on /auth/callback the token leaves the address bar at once, held here for the route's loader.
 */
export function captureCallbackParams(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (location.pathname !== '/auth/callback' || !location.search) return
  const query = new URLSearchParams(location.search)
  const token = query.get('token') ?? undefined
  const error = query.get('error') ?? undefined
  if (token === undefined && error === undefined) return
  wipeQueryFromAddressBar()
  holdCallbackParams({ token, error: error?.slice(0, 200) })
}
