import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

/** The external form service is outside this machine: every test answers for it with page.route. */
const FORM_SERVICE = 'https://formspree.io/**'

async function openContactForm(page: Page) {
  await page.goto('/')
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Contact us' })
  await expect(form).toBeVisible()
  return form
}

async function fillIn(page: Page) {
  await page.getByLabel('Name').fill('Asha Verma')
  await page.getByLabel('Email').fill('asha@students.test')
  await page.getByLabel('Message').fill('Can a team from another college enter the next gameathon?')
}

test.describe('landing page: contact form', () => {
  test('name, email and message are required; nothing is sent until they are filled in', async ({ page }) => {
    const posts: string[] = []
    await page.route(FORM_SERVICE, (route) => {
      posts.push(route.request().url())
      return route.fulfill({ json: { ok: true } })
    })
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

  test('a message the service accepts: sending, then sent, and the form is cleared', async ({ page }) => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    let posted: Record<string, unknown> | undefined
    await page.route(FORM_SERVICE, async (route: Route) => {
      const request = route.request()
      expect(request.method()).toBe('POST')
      expect(request.headers().accept).toBe('application/json')
      posted = request.postDataJSON()
      await answered
      await route.fulfill({ json: { ok: true, next: '/thanks' } })
    })
    const form = await openContactForm(page)
    await fillIn(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText('Sending your message…')
    release()
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will get back to you by email.',
    )
    expect(posted).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@students.test',
      message: 'Can a team from another college enter the next gameathon?',
    })
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
  })

  test("a refused message shows the service's reason and keeps what was typed", async ({ page }) => {
    await page.route(FORM_SERVICE, (route) =>
      route.fulfill({ status: 422, json: { error: 'Validation errors', errors: [{ message: 'form not found' }] } }),
    )
    const form = await openContactForm(page)
    await fillIn(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Your message was not sent. The form service refused the message: form not found',
    )
    await expect(form.getByLabel('Message')).toHaveValue('Can a team from another college enter the next gameathon?')
  })

  test('an unreachable service gets a readable message, and a retry can succeed', async ({ page }) => {
    let online = false
    await page.route(FORM_SERVICE, (route) =>
      online ? route.fulfill({ json: { ok: true } }) : route.abort('internetdisconnected'),
    )
    const form = await openContactForm(page)
    await fillIn(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Your message was not sent. We could not reach the form service. Check your connection and try again.',
    )
    online = true
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toContainText('Your message has been sent.')
  })
})
