/**
 * Work a request starts but does not wait for (sending mail): errors are logged, never thrown at
 * anyone, and index.ts waits for what is still running before it closes the database.
 */
import { logError } from './log'

export interface Background {
  run(label: string, work: () => Promise<unknown>): void
  /** Resolves once everything started so far has finished (or `timeoutMs` has passed). */
  drain(timeoutMs?: number): Promise<void>
}

export function createBackground(): Background {
  const pending = new Set<Promise<unknown>>()
  return {
    run(label, work) {
      const task = work()
        .catch((error) => logError(label, error))
        .finally(() => pending.delete(task))
      pending.add(task)
    },
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (pending.size > 0 && Date.now() < deadline)
        await Promise.race([Promise.allSettled([...pending]), Bun.sleep(Math.max(0, deadline - Date.now()))])
    },
  }
}
