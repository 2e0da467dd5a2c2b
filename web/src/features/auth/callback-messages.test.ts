import { expect, test } from 'bun:test'
import { callbackFailureMessage, looksLikeToken } from './callback-messages'

test('docs/product.md#messages: callback messages, exact', () => {
  expect(callbackFailureMessage('invalid_token')).toBe('Invalid token received. Please try again.')
  expect(callbackFailureMessage('unknown_auth_issue')).toBe('Unknown authentication issue. Please try again.')
  expect(callbackFailureMessage('profile_load_failed')).toBe('Failed to load profile. Please try again.')
  expect(callbackFailureMessage('access_denied')).toBe('Authentication failed: access denied')
  expect(callbackFailureMessage('please_verify_your_email_with_discord_first')).toBe(
    'Authentication failed: please verify your email with discord first',
  )
})

test('only a three-part base64url token is worth asking the server about', () => {
  expect(looksLikeToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(true)
  for (const token of ['', 'garbage', 'a.b', 'a.b.c.d', 'a.b.c d', 'a.b.c\n', `${'a'.repeat(4096)}.b.c`])
    expect(looksLikeToken(token)).toBe(false)
})
