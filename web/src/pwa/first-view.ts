/**
 * The data the server drew this page from (docs/first-view.md; api/src/plugins/first-view.ts
 * writes it beside the page's HTML): put into the query cache before the first render, so the app
 * shows what the HTML shows and does not ask the API for it again while it is fresh.
 */
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { markDrawnByServer } from './query-persistence'

/**
 * True when this page came drawn by the server, its data now in the cache. `signedIn`: the data is
 * what anyone may see, not this member's own view (a jam's page says whether they joined), so it
 * is shown at once and asked again at start like saved data; signed out, it is not asked again.
 */
export function startFromFirstView(queryClient: QueryClient, signedIn: boolean): boolean {
  const script = document.getElementById('first-view')
  if (!script?.textContent) return false
  script.remove()
  try {
    const state = JSON.parse(script.textContent) as DehydratedState
    // Stamped by the server's clock; the app reads ages on this device's (freshness, and a jam's
    // clock: serverTime against the moment its answer arrived, features/jams/clock.ts). The data
    // arrived with the page: as fresh as an answer received now.
    const arrived = Date.now()
    for (const query of state.queries) query.state.dataUpdatedAt = arrived
    // Newer data restored from the device is kept (hydrate never overwrites newer data).
    hydrate(queryClient, state)
    // Fresh from the server for this load: not asked again at start (query-persistence.ts).
    if (!signedIn) markDrawnByServer(state.queries.map((query) => query.queryHash))
  } catch {
    return false
  }
  return Boolean(document.getElementById('root')?.firstElementChild)
}
