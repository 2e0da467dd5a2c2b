import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabDefinition {
  key: string
  label: string
  panel: () => ReactNode
}

/** Which tab an arrow, Home or End key moves to, or null for any other key. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (roving tabindex), arrows
 * move and select, Home and End go to the ends. A panel is rendered the first time it is shown
 * (so its data is only fetched when wanted) and then kept, hidden, so a search or page survives
 * switching tabs.
 */
export function Tabs({
  tabs,
  label,
  initialKey,
  onSelect,
}: {
  tabs: readonly TabDefinition[]
  label: string
  /** The tab shown first (a link such as /admin?tab=inbox); else the first. */
  initialKey?: string
  /** Told the key of each tab chosen (to keep it in the address). */
  onSelect?: (key: string) => void
}) {
  const id = useId()
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.key === initialKey),
    ),
  )
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([selected]))
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number, focus: boolean) {
    setSelected(index)
    setOpened((seen) => (seen.has(index) ? seen : new Set(seen).add(index)))
    const key = tabs[index]?.key
    if (key !== undefined && index !== selected) onSelect?.(key)
    if (focus) buttons.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(event.key, selected, tabs.length)
    if (next === null) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(button) => {
              buttons.current[index] = button
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a tab stop
          tabIndex={0}
          className="tabpanel"
        >
          {opened.has(index) && tab.panel()}
        </div>
      ))}
    </div>
  )
}
