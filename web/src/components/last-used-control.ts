/**
 * The control the person used last (clicked, or pressed with Enter or Space): what a message that
 * appears next is about, which the notices must not cover. Kept even when the control lost the
 * focus (a button disabled while it works). Notices.tsx records it; NoticesContent.tsx reads it.
 */
let lastUsed: Element | null = null

export const lastUsedControl = () => (lastUsed?.isConnected ? lastUsed : null)

/** A click listener (capture phase): remembers the control the click was on. */
export function rememberLastUsed(event: Event) {
  lastUsed = event.target instanceof Element ? event.target.closest('button, a, input, select, textarea') : null
}
