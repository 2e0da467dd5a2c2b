import { useEffect, useState, useSyncExternalStore } from 'react'
import type { TimedMessage } from './registration-messages'

export type ShownMessage = TimedMessage & { id: number }

let nextId = 0

/**
 * One message at a time that clears itself after its own duration (docs/product.md#registrations-and-waitlists:
 * the feedback "appears after an attempt and clears by itself"). A new message replaces the old one
 * and restarts the clock, even when its text is the same. Plain timers, so a test can run the clock.
 */
export function createTimedMessage() {
  let current: ShownMessage | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const set = (message: ShownMessage | null) => {
    current = message
    for (const listener of listeners) listener()
  }
  return {
    current: () => current,
    show(message: TimedMessage) {
      clearTimeout(timer)
      set({ ...message, id: ++nextId })
      timer = setTimeout(() => set(null), message.durationMs)
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => clearTimeout(timer),
  }
}

/** createTimedMessage for a component: the message to render and `show`. */
export function useTimedMessage() {
  const [store] = useState(createTimedMessage)
  useEffect(() => store.stop, [store])
  const message = useSyncExternalStore(store.subscribe, store.current, store.current)
  return { message, show: store.show }
}
