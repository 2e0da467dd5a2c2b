import type { ReactNode } from 'react'

/**
 * A wide table scrolls sideways inside this named region on phones. The region takes the focus so
 * a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <>
      <p className="table-hint muted">Swipe the table sideways to see every column.</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="table-scroll" aria-labelledby={labelledBy} tabIndex={0}>
        {children}
      </section>
    </>
  )
}
