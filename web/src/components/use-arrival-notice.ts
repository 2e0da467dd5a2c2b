import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A sentence for the page a navigation arrives at: "Your password has been changed…". */
    notice?: string
  }
}

/**
 * The notice a navigation brought to this page (`navigate({ …, state: { notice } })`), read once.
 * It then leaves the history entry itself, so a reload or a return through Back does not show it
 * again; the page keeps it in its own state for as long as it stays.
 */
export function useArrivalNotice(): string | null {
  const router = useRouter()
  const [notice] = useState(() => router.state.location.state.notice ?? null)
  useEffect(() => {
    if (!notice || typeof window === 'undefined') return
    const { notice: _shown, ...state } = (window.history.state ?? {}) as Record<string, unknown>
    // Straight to the browser's history, not through the router: the page does not load again.
    window.history.replaceState(state, '')
  }, [notice])
  return notice
}
