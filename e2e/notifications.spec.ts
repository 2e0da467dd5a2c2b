/**
 * Push in the browser: a push delivered to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage, as a push service would) is shown as a notification, and a
 * tap on it opens the event. The settings on /profile: toggles per kind and channel.
 */
import { createCompleteAccount, createEvent, expect, signInAs, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// The worker precaches the whole app before it is ready, as in pwa-offline.spec.ts.
test.describe.configure({ timeout: 120_000 })

test('the service worker shows a push, and a tap on it opens the event', async ({ page, context, admin }) => {
  const event = await createEvent(admin, { name: 'Push Night' })
  await context.grantPermissions(['notifications'])
  await page.goto('/')
  await waitForServiceWorker(page)

  const cdp = await context.newCDPSession(page)
  // The registration, and a version of it running: a push sent while the worker is still starting
  // (or being stopped as idle) can be dropped by DevTools on a loaded machine (seen once in CI).
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  const running = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((version) => version.runningStatus === 'running' && version.status === 'activated')) resolve()
    })
  })
  await cdp.send('ServiceWorker.enable')
  // A worker stopped as idle is started again (a no-op for a running one).
  await cdp.send('ServiceWorker.startWorker', { scopeURL: `${new URL(page.url()).origin}/` })
  await running
  const payload = {
    title: "You're in: Push Night",
    body: 'You’re in! 28th November 2026, 6:30 pm IST · Seminar Hall 2',
    url: `http://localhost:3000/events/${event._id}`,
    tag: `event_promoted:${event._id}`,
  }
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    })
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })),
    )
  await deliver()
  // Sent once more if DevTools lost it: the same tag replaces a notification, so two deliveries
  // still show one, and the check below is that exactly one is shown with the push's text.
  await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1).catch(deliver)
  await expect.poll(shown, { timeout: 20_000 }).toEqual([{ title: payload.title, body: payload.body }])

  // The tap: the worker's notificationclick handler, given the notification it showed.
  const [worker] = context.serviceWorkers()
  await worker!.evaluate(async () => {
    // Runs in the worker, whose globals (registration, NotificationEvent) the DOM types lack.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }))
  })
  // The event's page on this server, whatever address PUBLIC_URL gave the payload.
  await expect(page).toHaveURL(new RegExp(`/events/${event._id}$`))
  await expect(page.getByRole('heading', { name: 'Push Night' })).toBeVisible()
})

test('on /profile, each kind has an email and a push toggle, saved at once', async ({ page }) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Notifications' })
  await expect(section).toBeVisible({ timeout: 30_000 })
  const announcements = section.getByRole('checkbox', { name: 'New events by email' })
  await expect(announcements).not.toBeChecked()
  await announcements.check()
  await expect(section.getByText('Saved.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'New events by email' }),
  ).toBeChecked()
  await expect(section.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
})
