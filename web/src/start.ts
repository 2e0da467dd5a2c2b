/**
 * The only script of a page the server drew for a visitor (docs/first-view.md#starting; decision
 * 0315). The page is on screen and complete: its links are links, its forms are safe to send early
 * (docs/first-view.md#forms). So the app (main.tsx: React, the router, the query cache, about
 * 120 kB of gzip JavaScript and a second or more of a cheap phone's main thread) starts when the
 * reader first touches the page, not while the phone is still painting and the reader reading.
 *
 * It starts at once where waiting would show something wrong: a signed-in member (the server drew
 * the page signed out), an address with a #section the app scrolls to, or a field the reader is
 * already in. A jam's countdown ticks here until then, and starts the app at its moment. The service worker is registered on load either
 * way, so the page works offline once visited even if it was only read.
 *
 * Nothing here imports the app but the countdown's texts: this file is its own entry
 * (vite.config.ts), about a kilobyte.
 * The server writes it into the page in place of the app's script (api/src/plugins/first-view.ts),
 * with the app's script in `data-app` and the app's other modules in `data-preload`.
 */

import { countdownWords, formatCountdown } from './lib/countdown-text'

/** What a first touch is: any of these on the page, from a finger, a mouse or a keyboard. */
const FIRST_TOUCH = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const

/** Where the browser's install offer waits for the app (read by pwa/install-prompt.ts). */
const EARLY_INSTALL_OFFER = 'earlyInstallOffer'

/** The key the session keeps its token under (session/token.ts). */
const TOKEN_KEY = 'token'

const script = document.querySelector<HTMLScriptElement>('script[data-app]')
const root = document.getElementById('root')
let attempt = 0
let starting = false

function signedIn(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null
  } catch {
    // Storage refused (a private mode): the app decides with its in-memory session.
    return true
  }
}

/** Runs the app. An import that fails (the Wi-Fi dropped) is tried again at the next touch. */
function start() {
  if (starting || !script?.dataset.app) return
  starting = true
  stopWaiting()
  if (attempt === 0)
    for (const href of script.dataset.preload?.split(' ') ?? []) {
      if (!href) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
  const url = attempt === 0 ? script.dataset.app : `${script.dataset.app}?attempt=${attempt}`
  attempt += 1
  import(/* @vite-ignore */ url).catch(() => {
    starting = false
    waitForTouch()
  })
}

function onStorage(event: StorageEvent) {
  // Signed in or out in another tab: the app follows sessions, so it runs from now on.
  if (event.key === TOKEN_KEY || event.key === null) start()
}

function waitForTouch() {
  for (const type of FIRST_TOUCH) addEventListener(type, start, { capture: true, passive: true })
  addEventListener('storage', onStorage)
}

function stopWaiting() {
  for (const type of FIRST_TOUCH) removeEventListener(type, start, { capture: true })
  removeEventListener('storage', onStorage)
}

/**
 * A button of the page tapped before the app listens (the navbar's menu): tapped again for the
 * reader once the app runs. Links are followed by the browser, and the forms are safe as drawn.
 */
function replayEarlyTaps() {
  const tapped: HTMLButtonElement[] = []
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
    if (button instanceof HTMLButtonElement && root?.contains(button) && !tapped.includes(button)) tapped.push(button)
  }
  addEventListener('click', remember, { capture: true })
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.app !== 'running') return
    observer.disconnect()
    removeEventListener('click', remember, { capture: true })
    for (const button of tapped) if (button.isConnected && !button.disabled) button.click()
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] })
}

/**
 * A jam's countdown (features/jams/JamCountdown.tsx) ticks before the app runs: from its moment
 * and the server's time it was drawn at, read against the phone's clock when the page arrived (so a
 * phone whose clock is off still counts to the server's moment). At the moment itself the app
 * starts, which asks for the jam's new phase.
 */
function tickCountdowns(timers: HTMLElement[]) {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const arrived = performance.timeOrigin + (navigation?.responseStart ?? 0)
  const tick = () => {
    if (starting) return
    let soonest = Number.POSITIVE_INFINITY
    for (const timer of timers) {
      const left = Number(timer.dataset.endsAt) - (Date.now() - arrived + Number(timer.dataset.drawnAt))
      const [digits, words] = timer.children
      if (digits) digits.textContent = formatCountdown(left)
      if (words) words.textContent = countdownWords(left)
      soonest = Math.min(soonest, left)
    }
    if (soonest <= 0) start()
    else setTimeout(tick, soonest % 1000 || 1000)
  }
  tick()
}

const startsAtOnce =
  !root?.firstElementChild || signedIn() || location.hash !== '' || root.contains(document.activeElement)

if (startsAtOnce) start()
else {
  replayEarlyTaps()
  const countdowns = [...(root?.querySelectorAll<HTMLElement>('[role="timer"][data-ends-at][data-drawn-at]') ?? [])]
  if (countdowns.length > 0) tickCountdowns(countdowns)
  // The browser offers to install once per page, maybe before the app runs: kept for its Install
  // button (pwa/install-prompt.ts) instead of the browser's own bar.
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault()
      Object.assign(window, { [EARLY_INSTALL_OFFER]: event })
    },
    { once: true },
  )
  waitForTouch()
  if ('serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
    if (document.readyState === 'complete') register()
    else addEventListener('load', register, { once: true })
  }
}
