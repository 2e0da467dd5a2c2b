/**
 * Where a login started from an event goes back to (docs/product.md#accounts): Register Now, signed
 * out, opens /login?back=/events (or the event's own page); the login then returns there instead of
 * /profile. Only those pages are accepted, so the parameter cannot send anyone elsewhere.
 */
const EVENT_PAGES = /^\/events(\/[A-Za-z0-9_-]{1,64})?$/

/** The page to go back to, if `value` is one of the events pages; otherwise nothing. */
export function backAfterLogin(value: unknown): string | undefined {
  return typeof value === 'string' && EVENT_PAGES.test(value) ? value : undefined
}
