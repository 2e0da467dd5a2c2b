/**
 * The router's scroll restoration (main.tsx) puts a page at its top, or back at its saved place,
 * once its route has rendered. On a fresh page load that moment can come after the page has
 * painted and the reader has begun to scroll (a slow phone: React paints, then the router
 * settles), and it would throw them back to the top, where the lower sections that load on
 * approach never arrive. So on the document's first render only, a page that is no longer at its
 * top stays where the reader took it; every later navigation is restored as usual.
 */
export function leaveEarlyScrollAlone(scrolledBy: () => number = () => window.scrollY) {
  let firstRender = true
  /** For the router's `scrollRestoration` option: may it scroll the page after this render? */
  return function mayRestoreScroll(): boolean {
    if (!firstRender) return true
    firstRender = false
    return scrolledBy() === 0
  }
}
