/**
 * Content-Security-Policy: exactly what the PWA uses, nothing more. Its scripts, styles and
 * fonts come from its own origin (Vite emits no inline script); images from its own origin,
 * plus data: and blob: URLs for the previews of a picture being uploaded; it talks to its own
 * API, and to the external contact form service only when CONTACT_FORM_URL names one; its
 * service worker and manifest are its own. Nobody may frame it. The server imports nothing from web/: shared values live in
 * api/src/shared/, which the PWA imports.
 *
 * The API docs page (Swagger UI) gets its own policy, on that path only: see DOCS_POLICY.
 */
type Directives = Record<string, readonly string[]>

export const serializePolicy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const SELF = "'self'"

export const APP_DIRECTIVES = {
  'default-src': [SELF],
  'script-src': [SELF],
  'style-src': [SELF],
  // The style attributes of the server's first view (an avatar's size, a bar's fill; decision
  // 0290): attributes only; style elements and style sheets stay the app's own files.
  'style-src-attr': ["'unsafe-inline'"],
  'font-src': [SELF],
  'img-src': [SELF, 'data:', 'blob:'],
  'connect-src': [SELF],
  'worker-src': [SELF],
  'manifest-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': [SELF],
  'frame-ancestors': ["'none'"],
} as const satisfies Directives

export const APP_POLICY = serializePolicy(APP_DIRECTIVES)

/**
 * The app's policy on this server: where games are played it may frame the games origin (decision
 * 0226) and nothing else, ever (the games origin's own files answer with `frame-ancestors` of the
 * app); the footer form may post to CONTACT_FORM_URL's origin when one is set.
 */
export function appPolicy({ gamesOrigin, contactFormUrl }: { gamesOrigin?: string; contactFormUrl?: string | null }) {
  return serializePolicy({
    ...APP_DIRECTIVES,
    ...(contactFormUrl ? { 'connect-src': [SELF, new URL(contactFormUrl).origin] } : {}),
    ...(gamesOrigin ? { 'frame-src': [new URL(gamesOrigin).origin] } : {}),
  })
}

/**
 * /api/docs: Swagger UI needs nothing the app's policy refuses (its start-up code is a file of
 * ours, its styles a stylesheet, and the styles it sets at run time go through the CSSOM, which
 * style-src allows) and nothing beyond its own origin, so its policy is the app's without the
 * contact form's service or the games' frames. Set on that path only (plugins/docs.ts).
 */
export const DOCS_POLICY = APP_POLICY
