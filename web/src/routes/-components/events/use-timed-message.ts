import { useCallback, useEffect, useState } from 'react'
import type { TimedMessage } from './registration-messages'

let nextId = 0

/**
 * One message at a time that clears itself after its own duration (SPEC §4: the registration
 * feedback "appears after an attempt and clears by itself"). A new message replaces the old one
 * and restarts the clock, even when its text is the same.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<(TimedMessage & { id: number }) | null>(null)
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), message.durationMs)
    return () => clearTimeout(timer)
  }, [message])
  const show = useCallback((next: TimedMessage) => setMessage({ ...next, id: ++nextId }), [])
  return { message, show }
}
