import { describe, expect, test } from 'bun:test'
import { withClubTimeZone, withContactForm, withIndexRevision } from './web-index'

describe('withClubTimeZone', () => {
  test('adds the meta tag at the start of <head>', () => {
    expect(withClubTimeZone('<html><head lang="en"><title>x</title></head></html>', 'Asia/Kolkata')).toBe(
      '<html><head lang="en">\n    <meta name="club-time-zone" content="Asia/Kolkata" /><title>x</title></head></html>',
    )
  })
  test('replaces one the build already wrote (bun run dev writes one)', () => {
    const html = '<head><meta name="club-time-zone" content="UTC"><title>x</title></head>'
    expect(withClubTimeZone(html, 'Europe/London')).toBe(
      '<head><meta name="club-time-zone" content="Europe/London" /><title>x</title></head>',
    )
  })
  test('the value is an attribute, whatever it holds', () => {
    expect(withClubTimeZone('<head></head>', 'a"<b>&')).toContain('content="a&quot;&lt;b&gt;&amp;"')
  })
  test('a page without <head> is refused rather than served without its zone', () => {
    expect(() => withClubTimeZone('<p>no head</p>', 'UTC')).toThrow('index.html has no <head>')
  })
})

describe('withContactForm', () => {
  const html = '<head><meta name="club-time-zone" content="UTC" /></head>'
  test('CONTACT_FORM_URL set: a meta tag names it (the footer form posts there)', () => {
    expect(withContactForm(html, 'https://formspree.io/f/abc')).toBe(
      '<head>\n    <meta name="club-contact-form" content="https://formspree.io/f/abc" /><meta name="club-time-zone" content="UTC" /></head>',
    )
  })
  test('unset: no tag, and one a build carried is taken out (the form posts to the API)', () => {
    expect(withContactForm(html, null)).toBe(html)
    expect(withContactForm(withContactForm(html, 'https://formspree.io/f/abc'), null)).toBe(html)
  })
})

describe('withIndexRevision', () => {
  test('minified, as vite-plugin-pwa writes it, and not minified', () => {
    expect(withIndexRevision('[{url:"index.html",revision:"abc"},{url:"a.js",revision:null}]', 'f00')).toBe(
      '[{url:"index.html",revision:"f00"},{url:"a.js",revision:null}]',
    )
    expect(withIndexRevision('[{ "url": "index.html", "revision": "abc" }]', 'f00')).toBe(
      '[{ "url": "index.html", "revision": "f00" }]',
    )
  })
  test('a worker that precaches no index.html → null', () => {
    expect(withIndexRevision('[{url:"other.html",revision:"abc"}]', 'f00')).toBeNull()
  })
})
