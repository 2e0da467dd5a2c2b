/**
 * Loaded by the service worker (workbox importScripts, vite.config.ts): shows a push from the
 * club's server ({ title, body, url, tag }, docs/notifications.md) and, on a tap, opens its page
 * in a window of the app (one already open is brought forward), never on another site.
 */
/* global self */
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'GameDev Club'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/pwa-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  let path = '/'
  try {
    const url = new URL(event.notification.data?.url ?? '/', self.location.origin)
    path = `${url.pathname}${url.search}`
  } catch {}
  const target = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue
        // focus() needs the tap's permission: without it (a click the browser did not see), the
        // page is still taken to the event.
        await client.focus().catch(() => {})
        if ('navigate' in client) return client.navigate(target)
        return undefined
      }
      return self.clients.openWindow(target)
    })(),
  )
})
