/**
 * argon2id hashes and checks (OWASP's parameters: 19 MiB, 2 passes), taken in the order they
 * arrive, at most one per core at a time (decision 0173). Bun runs each on a worker thread; started
 * all at once they share the cores unevenly, so under a crowd of logins some wait far longer than
 * others (64 at once on 2 cores: p99 2.7 s against a median of 0.8 s). In arrival order every
 * login waits about the same (p99 1.1 s), for the same number per second.
 */
import { availableParallelism } from 'node:os'

const HASH_OPTIONS = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

/** Runs `work` when fewer than `limit` are running, in the order of the calls. */
export function fifoGate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function gated<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await work()
    } finally {
      // The slot passes straight to the next in line (or is freed).
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

const gate = fifoGate(Math.max(1, availableParallelism()))

export const hashPassword = (password: string) => gate(() => Bun.password.hash(password, HASH_OPTIONS))

export const verifyPassword = (password: string, hash: string) => gate(() => Bun.password.verify(password, hash))
