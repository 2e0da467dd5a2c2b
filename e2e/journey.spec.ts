/**
 * The two journeys the club runs on, clicked through from the home page as people would, with no
 * data made through the API except the admin's event the student registers for:
 * a student signs up, completes the profile, registers and sees the EXP on the profile; an admin
 * logs in, creates an event, and a student sees it on /events.
 */
import type { Page } from '@playwright/test'
import { completeProfileWithTheForm, signUpWithTheForm } from './auth-helpers'
import { createEvent, expect, test, uniqueUser } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

async function follow(page: Page, name: string) {
  await openMenuIfCollapsed(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
}

test('a student signs up, completes the profile, registers for an event and sees the EXP on the profile', async ({
  page,
  admin,
}) => {
  const event = await createEvent(admin, { pointsAwarded: 120, name: `Journey jam ${uniqueUser('j').username}` })
  const person = uniqueUser('journey')

  await page.goto('/')
  await follow(page, 'Login')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/signup$/)
  await signUpWithTheForm(page, person)

  await expect(page).toHaveURL(/\/complete-profile$/)
  await completeProfileWithTheForm(page, {
    college: 'Netaji Subhas University of Technology',
    year: '2028',
    enrollment: '2024UCS1234',
    phone: '+91 98111 22334',
    branch: 'Computer Science',
  })
  await expect(page.getByText('Profile completed successfully! Redirecting...')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  const card = page.getByRole('region', { name: person.username })
  await expect(card.getByText('0 / 100 EXP to level 2')).toBeVisible()

  await follow(page, 'EVENTS')
  await expect(page.getByRole('heading', { name: 'Available Events', level: 1 })).toBeVisible()
  await page.getByRole('article', { name: event.name }).getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByText('Successfully registered for the event! EXP awarded.')).toBeVisible()
  await expect(page.getByRole('article', { name: event.name })).toContainText("You're registered")

  await follow(page, `${person.username} (your profile)`)
  // 120 EXP: level 2 (from 100), 20 of the 150 that level 3 needs.
  await expect(card.getByText('20 / 150 EXP to level 3')).toBeVisible()
  const participated = page.getByRole('region', { name: 'Participated Events' })
  await expect(participated.getByRole('listitem').filter({ hasText: event.name })).toContainText('Upcoming')

  // Logout, and the profile is closed to the signed-out visitor.
  await page.getByRole('button', { name: 'Logout' }).last().click()
  await expect(page).toHaveURL(/\/login/)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?session_expired=true$/)
})

test('an admin logs in, creates an event from /admin, and a student finds it on /events', async ({
  page,
  browser,
  admin,
}) => {
  const name = `Admin journey ${uniqueUser('a').username}`
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)

  await follow(page, 'ADMIN')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'Create event' })
  await form.getByLabel('Event name').fill(name)
  await form.getByLabel('Description').fill('Bring a laptop and a friend.')
  await form.getByLabel('Date and time (IST)').fill('2031-08-14T17:00')
  await form.getByLabel('Location').fill('Auditorium')
  await form.getByLabel('Points awarded (EXP)').fill('75')
  await form.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText(`Event "${name}" created successfully!`)).toBeVisible()

  // Another person, in another browser, sees it with its date as docs/product.md writes dates.
  const student = await browser.newContext()
  const studentPage = await student.newPage()
  await studentPage.goto('/events')
  const card = studentPage.getByRole('article', { name })
  await expect(card).toContainText('14th August 2031')
  await expect(card).toContainText('Auditorium')
  await expect(card.getByRole('button', { name: 'Register Now' })).toBeVisible()
  await student.close()
})
