import type { Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'

/**
 * The footer's contact form reaches the club: stored by this server and listed in /admin's Inbox
 * (CONTACT_FORM_URL's external service is not set here; its format is covered by
 * web/src/features/landing/contact-message.test.ts and the policy by api/src/plugins/http.test.ts).
 */
async function openContactForm(page: Page) {
  await page.goto('/')
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Contact us' })
  await expect(form).toBeVisible()
  return form
}

let senders = 0
/** A sender of their own: the server lets one email send 3 messages an hour. */
async function fillIn(page: Page, message = 'Can a team from another college enter the next gameathon?') {
  const email = `asha.${Date.now()}.${++senders}@students.test`
  await page.getByLabel('Name').fill('Asha Verma')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill(message)
  return email
}

test.describe('landing page: contact form', () => {
  test('name, email and message are required; nothing is sent until they are filled in', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => request.url().includes('/api/contact') && posts.push(request.url()))
    const form = await openContactForm(page)
    for (const label of ['Name', 'Email', 'Message']) await expect(form.getByLabel(label)).toHaveAttribute('required')

    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your name.')).toBeVisible()
    await expect(form.getByText('Please enter your email address.')).toBeVisible()
    await expect(form.getByText('Please write a message.')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Name')).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.')

    await form.getByLabel('Name').fill('Asha Verma')
    await expect(form.getByText('Please enter your name.')).toBeHidden()
    await form.getByLabel('Email').fill('asha@students')
    await form.getByLabel('Message').fill('Hello!')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(form.getByLabel('Email')).toBeFocused()
    expect(posts).toEqual([])
  })

  test('a visitor sends a message; an admin finds it in the Inbox and marks it handled', async ({ page, admin }) => {
    // The answer is held back a moment, to see the form say it is sending.
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/contact', async (route) => {
      await answered
      await route.continue()
    })
    const form = await openContactForm(page)
    const message = `Is the gameathon open to first years? (${Date.now()})\nWe are a team of three.`
    const email = await fillIn(page, message)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Sending your message…')
    release()
    await expect(form.getByRole('status')).toHaveText(`Thanks, we'll reply to ${email}`)
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')

    await signInAs(page, admin)
    await page.goto('/admin?tab=inbox')
    await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true')
    const card = page.getByRole('listitem', { name: 'Message from Asha Verma' }).filter({ hasText: email })
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(card).toContainText('We are a team of three.')
    // When, on the club's clock, and saying so.
    await expect(card).toContainText(/Sent \d{1,2}(st|nd|rd|th) \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST/)

    await card.getByRole('button', { name: 'Mark as handled' }).click()
    await expect(card).toBeHidden()
    await page.reload()
    await page.getByRole('button', { name: /^Show handled messages/ }).click()
    const handled = page.getByRole('listitem', { name: 'Message from Asha Verma' }).filter({ hasText: email })
    await expect(handled).toContainText(/handled \d{1,2}(st|nd|rd|th) \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST/)
    await expect(handled.getByRole('button', { name: 'Mark as open' })).toBeVisible()
  })

  test("a message the server refuses shows the server's reason and keeps what was typed", async ({ page }) => {
    const form = await openContactForm(page)
    const email = await fillIn(page)
    // One sender may send 3 messages an hour; the fourth is refused.
    for (let sent = 0; sent < 3; sent++) {
      await form.getByLabel('Name').fill('Asha Verma')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Message').fill(`Message number ${sent + 1}`)
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(form.getByRole('status')).toHaveText(`Thanks, we'll reply to ${email}`)
    }
    await form.getByLabel('Name').fill('Asha Verma')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('One more question')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      /^Your message was not sent\. You have sent 3 messages in the last hour\. Please wait \d+ minute\(s\) and try again/,
    )
    await expect(form.getByLabel('Message')).toHaveValue('One more question')
  })

  test('a server out of reach gets a readable message, and a retry can succeed', async ({ page }) => {
    // The connection drops before the server answers (campus Wi-Fi); then it is back.
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    const form = await openContactForm(page)
    const email = await fillIn(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Your message was not sent. We could not reach the club’s server. Check your connection and try again.',
    )
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await page.unroute('**/api/contact')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(`Thanks, we'll reply to ${email}`)
  })
})
