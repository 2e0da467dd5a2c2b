import { expect, test } from 'bun:test'
import { OAUTH_ERRORS, oauthErrorSentence, PROVIDER_NAMES } from './oauth-errors'

const everyCode = Object.values(OAUTH_ERRORS).flatMap((code) =>
  typeof code === 'string' ? [code] : PROVIDER_NAMES.map((provider) => code(provider)),
)

test('every code the server sends has a sentence: a capital, a full stop, no underscore', () => {
  expect(everyCode.length).toBe(4 + 4 * PROVIDER_NAMES.length)
  for (const code of everyCode) {
    const sentence = oauthErrorSentence(code)
    expect({ code, sentence }).toEqual({ code, sentence: expect.stringMatching(/^[A-Z][^_]*\.$/) })
  }
})

test('the provider is named as people know it', () => {
  expect(oauthErrorSentence('google_login_is_not_configured')).toBe('Google sign-in is not set up on this server yet.')
  expect(oauthErrorSentence('please_verify_your_email_with_discord_first')).toBe(
    'Please verify your email with Discord first.',
  )
})

test('any other text has none', () => {
  for (const text of ['', 'Please_log_in_to_register_for_an_event.', 'github_login_is_not_configured', 'toString'])
    expect(oauthErrorSentence(text)).toBeUndefined()
})
