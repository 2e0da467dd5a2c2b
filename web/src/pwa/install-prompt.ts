/**
 * "Install app": Chromium browsers fire `beforeinstallprompt` when the app can be installed; the
 * event is kept (it can only be used once, on a click) and InstallApp shows a button. iOS Safari
 * has no such event: it gets short Add to Home Screen instructions instead. Nothing is offered
 * once the app runs installed (standalone) or has just been installed.
 */
import { useSyncExternalStore } from 'react'

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOffer = 'button' | 'ios-instructions' | 'none'

/** The pure decision, for the tests. */
export function installOffer(platform: {
  standalone: boolean
  installed: boolean
  promptAvailable: boolean
  iosSafari: boolean
}): InstallOffer {
  if (platform.standalone || platform.installed) return 'none'
  if (platform.promptAvailable) return 'button'
  return platform.iosSafari ? 'ios-instructions' : 'none'
}

/** Safari on iPhone and iPad (iPadOS says "Macintosh" but has touch); not Chrome or Firefox for iOS. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

/** An offer the browser made before the app ran, kept by the starter (src/start.ts) under this name. */
let deferred: BeforeInstallPromptEvent | null =
  typeof window === 'undefined'
    ? null
    : ((window as { earlyInstallOffer?: BeforeInstallPromptEvent }).earlyInstallOffer ?? null)
let installed = false
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // our button instead of the browser's mini-infobar
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    emit()
  })
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

function currentOffer(): InstallOffer {
  return installOffer({
    standalone: isStandalone(),
    installed,
    promptAvailable: deferred !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  })
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    currentOffer,
    () => 'none',
  )
}

/** Shows the browser's install dialog; the offer goes away whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  emit()
  await event.prompt()
  if ((await event.userChoice).outcome === 'accepted') installed = true
  emit()
}
