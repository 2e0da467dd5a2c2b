/** Helpers for the sign-in screens' specs (auth-*.spec.ts). */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The token the app keeps in localStorage, or null. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/**
 * A token with a valid shape whose signature the server refuses: the signature's first character
 * changed. (Not the last: its low bits are base64url padding, so 'A' → 'B' there can decode to the
 * same signature, and the "tampered" token is still valid about one time in sixteen.)
 */
export function tamperedToken(token: string): string {
  const at = token.lastIndexOf('.') + 1
  const changed = token[at] === 'A' ? 'B' : 'A'
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`
}

/** Every request the page makes to an /api path, as "METHOD /path". */
export function trackApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

/** A field's own error line, read through its accessible description. */
export async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The login form's submit button (the navigation bar's Login is a link). */
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true })

/** Fills /signup as a person would and sends it. */
export async function signUpWithTheForm(page: Page, person: { username: string; email: string; password: string }) {
  await page.getByLabel('Username', { exact: true }).fill(person.username)
  await page.getByLabel('Email', { exact: true }).fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
}

/** The details /complete-profile asks for; any may be given, the rest are a DTU student's. */
export type ProfileDetails = Partial<Record<'college' | 'year' | 'course' | 'enrollment' | 'phone' | 'branch', string>>

/** Fills every field of /complete-profile (a random enrollment number unless one is given). */
export async function fillProfileDetails(page: Page, details: ProfileDetails = {}) {
  const values = {
    college: 'Delhi Technological University',
    year: '2027',
    course: 'B.Tech',
    enrollment: `2K23/CO/${Math.floor(Math.random() * 900 + 100)}`,
    phone: '+91 98100 00000',
    branch: 'Computer Engineering',
    ...details,
  }
  await page.getByLabel(/college/i).fill(values.college)
  await page.getByLabel(/graduation\s*year/i).fill(values.year)
  await page.getByLabel(/course/i).fill(values.course)
  await page.getByLabel(/enrollment/i).fill(values.enrollment)
  await page.getByLabel(/phone/i).fill(values.phone)
  await page.getByLabel(/branch/i).fill(values.branch)
}

/** Fills /complete-profile (fillProfileDetails) and saves it. */
export async function completeProfileWithTheForm(page: Page, details: ProfileDetails = {}) {
  await fillProfileDetails(page, details)
  await page.getByRole('button', { name: 'Complete profile' }).click()
}
