import { expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { FALLBACK_PHOTO, MemberCard } from './MemberCard'

test('a member without a photo gets the fallback photo, and only the links they have', () => {
  const html = renderToStaticMarkup(
    <MemberCard member={{ name: 'Riya Sen', role: 'Design', github: 'https://github.com/riya' }} />,
  )
  expect(html).toContain(`src="${FALLBACK_PHOTO}"`)
  expect(html).toContain('alt="No photo of Riya Sen"')
  expect(html).toContain('aria-label="Riya Sen on GitHub (opens in a new tab)"')
  expect(html).not.toContain('LinkedIn')
  expect(html).not.toContain('Instagram')
})

test('a member with a photo shows it with their name as its alt text', () => {
  const html = renderToStaticMarkup(
    <MemberCard member={{ name: 'Riya Sen', role: 'Design', photo: '/images/team/riya-sen.webp' }} />,
  )
  expect(html).toContain('src="/images/team/riya-sen.webp"')
  expect(html).toContain('alt="Portrait of Riya Sen"')
  expect(html).toContain('width="160" height="160"')
  expect(html).not.toContain('<ul')
})
