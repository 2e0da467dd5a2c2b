/**
 * Every way a social sign-in can fail ends as a redirect to `/auth/callback?error=<reason>`, never
 * an error page. The codes, and the sentence /login shows for each, are in
 * api/src/shared/oauth-errors.ts (the PWA reads them too).
 */
export { OAUTH_ERRORS } from '../../shared/oauth-errors'

/** An expected failure of the flow; `reason` is what the browser is sent back with. */
export class OAuthFailure extends Error {
  constructor(
    readonly reason: string,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
