import { describe, expect, test } from 'bun:test'
import { setupApp } from '../../test/support'
import { securityHeaders } from './http'

const ctx = await setupApp()

/** "a b; c d" → { a: ['b'], c: ['d'] } */
function directivesOf(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('security headers', () => {
  test('every answer carries them: the API, errors and the app alike', async () => {
    for (const path of ['/api/health', '/api/events', '/api/nothing-here', '/api/media/0000', '/profile']) {
      const res = await ctx.request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(directivesOf(res.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"])
    }
  })

  test('the policy allows exactly what the app uses', async () => {
    const policy = directivesOf((await ctx.request('/')).headers.get('content-security-policy'))
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      // Style attributes only, which the server's first view of a page carries (decision 0290).
      'style-src-attr': ["'unsafe-inline'"],
      'font-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      // Its own API only: the contact form posts there unless CONTACT_FORM_URL names a service.
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Games play in a frame from the games origin, and from nowhere else.
      'frame-src': [ctx.config.gamesOrigin],
    })
    // Nothing unsafe, nothing wildcard, but the style attributes of decision 0290.
    const { 'style-src-attr': _attributes, ...rest } = policy
    expect(Object.values(rest).flat().join(' ')).not.toMatch(/unsafe|\*/)
  })

  test('with CONTACT_FORM_URL, the page may post to that service’s origin, and to nothing else more', () => {
    const policy = (contactFormUrl: string | null) =>
      directivesOf(securityHeaders('https://club.example.edu', { contactFormUrl })['content-security-policy'] ?? null)
    expect(policy('https://formspree.io/f/xqkrbwzd')['connect-src']).toEqual(["'self'", 'https://formspree.io'])
    expect(policy(null)['connect-src']).toEqual(["'self'"])
  })

  test('the app’s pages are cross-origin isolated (COOP same-origin, COEP credentialless)', async () => {
    const answer = await ctx.request('/')
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(answer.headers.get('cross-origin-embedder-policy')).toBe('credentialless')
  })

  test('HSTS only when the public address is https', () => {
    expect(securityHeaders('https://club.example.edu')['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined()
  })

  test('a request id is made up, or the caller’s kept (trimmed to 64 characters)', async () => {
    const made = (await ctx.request('/api/health')).headers.get('x-request-id')
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await ctx.request('/api/health', { headers: { 'x-request-id': `trace-${'x'.repeat(100)}` } })
    expect(kept.headers.get('x-request-id')).toBe(`trace-${'x'.repeat(58)}`)
  })
})
