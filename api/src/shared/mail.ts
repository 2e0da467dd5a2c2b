/**
 * What the screens that need mail say, and what the routes that would send it answer (503), on a
 * server without SMTP_URL (docs/product.md#accounts). Its own module, not constants.ts: the first
 * view carries constants.ts, and only the account screens need this.
 */
export const NO_MAIL_MESSAGE = 'This server cannot send email. Ask a club admin for help with your account.'
