/**
 * The control the person used last (clicked, or pressed with Enter or Space): what a message that
 * appears next is about, which the notices must not cover. Kept even when the control lost the
 * focus (a button disabled while it works). Notices.tsx records it; NoticesContent.tsx reads it.
 */

/** The control, then the elements around it up to (not including) the body, as they were at the click. */
let lastUsed: Element[] = []

/**
 * The control, or, once it has gone (Register Now becomes "You're registered" and Cancel
 * registration), the nearest element that held it and still is on the page: the message is about
 * what stands there now. Null when nothing of it is left but the body.
 */
export const lastUsedControl = () => lastUsed.find((element) => element.isConnected) ?? null

/** A click listener (capture phase): remembers the control the click was on, and where it stood. */
export function rememberLastUsed(event: Event) {
  const control = event.target instanceof Element ? event.target.closest('button, a, input, select, textarea') : null
  lastUsed = []
  for (let element = control; element && element !== document.body; element = element.parentElement)
    lastUsed.push(element)
}
