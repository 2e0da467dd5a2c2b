/**
 * One-click unsubscribe (RFC 8058): every notification email carries the address of a POST that
 * turns that category of email off for its recipient, without a login. The token names the
 * person and the category and is signed with the server's secret (HMAC-SHA256), so it cannot be
 * made for anyone else; it never expires (an old email's button keeps working).
 */
import { createHmac } from 'node:crypto'
import { isUuid } from '../../lib/ids'
import { sameSecret } from '../../lib/same-secret'
import { PREFERENCE_CATEGORIES, type PreferenceCategory, UNSUBSCRIBE_PATH } from '../../shared/notifications'

const signature = (secret: string, userId: string, category: PreferenceCategory) =>
  createHmac('sha256', secret).update(`unsubscribe:email:${userId}:${category}`).digest('base64url')

export function unsubscribeToken(secret: string, userId: string, category: PreferenceCategory): string {
  return `${userId}.${category}.${signature(secret, userId, category)}`
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`

/** The person and category a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: PreferenceCategory } | null {
  const [userId, category, signed, ...rest] = token.split('.')
  if (rest.length > 0 || !userId || !category || !signed || !isUuid(userId)) return null
  if (!(PREFERENCE_CATEGORIES as readonly string[]).includes(category)) return null
  if (!sameSecret(signed, signature(secret, userId, category as PreferenceCategory))) return null
  return { userId, category: category as PreferenceCategory }
}
