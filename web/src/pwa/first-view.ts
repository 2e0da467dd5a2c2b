/**
 * The data the server drew this page from (docs/first-view.md; api/src/plugins/first-view.ts
 * writes it beside the page's HTML): put into the query cache before the first render, so the app
 * shows what the HTML shows and does not ask the API for it again while it is fresh.
 */
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { markDrawnByServer } from './query-persistence'

/** True when this page came drawn by the server, its data now in the cache. */
export function startFromFirstView(queryClient: QueryClient): boolean {
  const script = document.getElementById('first-view')
  if (!script?.textContent) return false
  script.remove()
  try {
    const state = JSON.parse(script.textContent) as DehydratedState
    // Newer data restored from the device is kept (hydrate never overwrites newer data).
    hydrate(queryClient, state)
    // Fresh from the server for this load: not asked again at start (query-persistence.ts).
    markDrawnByServer(state.queries.map((query) => query.queryHash))
  } catch {
    return false
  }
  return Boolean(document.getElementById('root')?.firstElementChild)
}
