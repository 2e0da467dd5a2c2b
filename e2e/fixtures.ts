/**
 * Fixtures: each test creates the data it needs through the API (the Eden client, typed from
 * the server), then acts in the browser as a person would.
 */
import type { App } from '@club/api'
import { treaty } from '@elysiajs/eden'
import { test as base, expect, type Page } from '@playwright/test'
import { verifyByMail } from './mail'
import { BASE_URL } from './playwright.config'

export const api = treaty<App>(BASE_URL, { parseDate: false }).api

let counter = 0
export function uniqueUser(prefix = 'e2e') {
  const tag = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`
  return { username: tag.slice(0, 30), email: `${tag}@students.test`, password: 'correct-horse-1' }
}

export interface Account {
  token: string
  user: NonNullable<Awaited<ReturnType<typeof api.auth.signup.post>>['data']>['user']
  email: string
  password: string
  username: string
}

export async function createAccount(overrides: Partial<ReturnType<typeof uniqueUser>> = {}): Promise<Account> {
  const input = { ...uniqueUser(), ...overrides }
  const { data, error } = await api.auth.signup.post(input)
  if (error) throw new Error(`sign-up failed: ${error.status} ${JSON.stringify(error.value)}`)
  return { token: data.token, user: data.user, ...input }
}

/** A user whose profile is complete (so guards let them through to /profile and /events). */
export async function createCompleteAccount(overrides: Partial<ReturnType<typeof uniqueUser>> = {}): Promise<Account> {
  const account = await createAccount(overrides)
  const { data, error } = await api.user.profile.put(
    {
      college: 'Delhi Technological University',
      graduationYear: 2027,
      course: 'B.Tech',
      branch: 'Computer Engineering',
      enrollmentNumber: `2K23/CO/${Math.floor(Math.random() * 900 + 100)}`,
      phoneNumber: '+91 98100 00000',
    },
    { headers: { authorization: `Bearer ${account.token}` } },
  )
  if (error) throw new Error(`profile completion failed: ${error.status} ${JSON.stringify(error.value)}`)
  return { ...account, user: data }
}

/**
 * The worker's admin: admin<worker>@e2e.test is in ADMIN_EMAILS, which counts once the address is
 * verified, so a new one follows the link the app mailed to it (the loopback mail server). Created
 * once, then logged in.
 */
export async function adminAccount(workerIndex: number): Promise<Account> {
  const email = `admin${workerIndex % 16}@e2e.test`
  const password = 'admin-password-1'
  const login = await api.auth.login.post({ email, password })
  if (login.data?.user.emailVerified)
    return { token: login.data.token, user: login.data.user, email, password, username: login.data.user.username }
  const account = login.data
    ? { token: login.data.token, user: login.data.user, email, password, username: login.data.user.username }
    : await createCompleteAccount({ email, password, username: `admin_w${workerIndex}_${Date.now().toString(36)}` })
  if (login.data) await api.auth['resend-verification'].post(undefined, bearer(account.token))
  const verified = await verifyByMail(BASE_URL, email, password)
  const profile = await api.user.profile.get(bearer(verified.token))
  if (profile.error || profile.data.role !== 'admin') throw new Error(`the admin is not an admin: ${profile.status}`)
  return { ...account, token: verified.token, user: profile.data }
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

/** Puts the account's token where the app keeps it, before any page script runs. */
export async function signInAs(page: Page, account: Account) {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', token)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, account.token)
}

/** What POST /api/events takes, as Eden types it: an override the API would refuse does not compile. */
export type EventBody = Parameters<typeof api.events.post>[0]

export async function createEvent(admin: Account, overrides: Partial<EventBody> = {}) {
  const { data, error } = await api.events.post(
    {
      name: `Event ${uniqueUser('ev').username}`,
      description: 'A test event.',
      date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      location: 'Seminar Hall 2',
      pointsAwarded: 50,
      ...overrides,
    },
    bearer(admin.token),
  )
  if (error) throw new Error(`create event failed: ${error.status} ${JSON.stringify(error.value)}`)
  return data
}

/** Registers the account for the event through the API (as the Register Now button would). */
export async function registerFor(account: Account, eventId: string) {
  const { data, error } = await api.registrations({ eventId }).post(undefined, bearer(account.token))
  if (error) throw new Error(`registration failed: ${error.status} ${JSON.stringify(error.value)}`)
  return data
}

/**
 * Waits, as a person does, until the page works: the app marks `<html data-app="running">` once it
 * has rendered or taken over the page the server drew (docs/first-view.md#forms), which it does at
 * the first touch (#starting). A document that
 * is not the app (an API answer, a game, the OAuth server's page) has no #root and is not waited for.
 */
export async function appRunning(page: Page) {
  const running = page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'running',
    undefined,
    { timeout: 30_000 },
  )
  // A page the server drew runs the app from the reader's first touch (docs/first-view.md#starting):
  // the mouse moves over it, as a person's does before a click.
  const waitsForTouch = await page
    .evaluate(
      () => document.querySelector('script[data-app]') !== null && document.documentElement.dataset.app !== 'running',
    )
    .catch(() => false)
  if (waitsForTouch) {
    await page.mouse.move(2, 2)
    await page.mouse.move(1, 1)
  }
  await running
}

/** A navigation of `page` that returns once the app runs, unless it asked to return at 'commit'. */
function waitingForApp<Navigate extends (...args: never[]) => Promise<unknown>>(page: Page, navigate: Navigate) {
  return (async (...args: Parameters<Navigate>) => {
    const response = await navigate(...args)
    const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined
    if (options?.waitUntil !== 'commit') await appRunning(page)
    return response
  }) as Navigate
}

/**
 * `page`: Playwright's page, whose goto and reload return once the app runs (appRunning). A test
 * about the moments before that opens its page with `waitUntil: 'commit'` (e2e/first-view.spec.ts).
 */
export const test = base.extend<{ page: Page }, { admin: Account }>({
  page: async ({ page }, use) => {
    page.goto = waitingForApp(page, page.goto.bind(page))
    page.reload = waitingForApp(page, page.reload.bind(page))
    await use(page)
  },
  /**
   * `admin`: the worker's admin, signed in once per worker (a login is a password check). Its token
   * stays good for the worker's life: only a password reset or an OAuth takeover ends it, and no test
   * does either to an admin.
   */
  admin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires fixtures to destructure their first argument
    async ({}, use, workerInfo) => {
      await use(await adminAccount(workerInfo.workerIndex))
    },
    { scope: 'worker' },
  ],
})
export { expect }
