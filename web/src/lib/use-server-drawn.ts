import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * True while the page is drawn on the server and while the browser takes that drawing over
 * (hydration), false from then on (docs/first-view.md). What depends on the moment it is drawn
 * (a countdown) shows the server's moment then, so both drawings agree, and its own clock after.
 */
export const useServerDrawn = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  )
