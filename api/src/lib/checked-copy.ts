/**
 * A value read from the database and kept in this process, checked against a version the database
 * keeps (decision 0101): the events list, the leaderboard (decision 0160) and the calendar files
 * (decision 0163) are served from one of these. The version only grows, and every write that
 * changes the value moves it in the writer's own transaction (a trigger or the same statement), so
 * a process that reads the version unchanged knows its copy is still the truth.
 *
 * - A call normally waits for a version read sent after it arrived, and so sees every write
 *   committed before it came. Calls in the same turn of the event loop share one read; the value
 *   itself is read again only when the version moved, once for all waiting calls.
 * - Under load, that round trip per batch would cap the route. So a copy whose version was
 *   confirmed by a read sent less than `maxAgeMs` ago is served at once, and from REFRESH_AFTER_MS
 *   on a fresh read is started in the background: another process's write shows here within
 *   `maxAgeMs` at worst (a slow database), about REFRESH_AFTER_MS plus a round trip usually.
 * - `written()` (a write through this process) makes the copy unusable at once: whoever wrote sees
 *   it on their next request to this process, whatever the load.
 */

/** How old a confirmation may be when served without waiting for a new one (decision 0101). */
export const MAX_AGE_MS = 1_000
/** From this age on, a call served from the copy also starts a fresh read in the background. */
export const REFRESH_AFTER_MS = 100

export type Coalesced<T> = () => Promise<{ value: T; sentAt: number }>

/**
 * `read`, shared by the callers that arrive before it is sent. The first caller schedules a read
 * for the next turn of the event loop; callers until then join it. Every caller therefore gets a
 * read sent after it arrived (and when it was sent); reads may overlap.
 */
export function coalesced<T>(read: () => Promise<T>): Coalesced<T> {
  let next: Promise<{ value: T; sentAt: number }> | null = null
  return () => {
    next ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        next = null // from here on, callers need a read sent after them
        const sentAt = performance.now()
        read().then((value) => resolve({ value, sentAt }), reject)
      })
    })
    return next
  }
}

export interface CheckedCopy<T> {
  /** The value: at most `maxAgeMs` behind the database, never behind this process's writes. */
  get(): Promise<T>
  /** Called after this process wrote something the value shows. */
  written(): void
}

interface Copy<T> {
  version: number
  value: T
  /** When the read that last found `version` current was sent (performance.now()). */
  confirmedAt: number
}

/**
 * `load` reads the value; `version` is a coalesced read of its version (several copies may share
 * one). The version is read before the value, so a loaded value is at least as new as its version.
 */
export function checkedCopy<T>(
  version: Coalesced<number>,
  load: () => Promise<T>,
  maxAgeMs = MAX_AGE_MS,
): CheckedCopy<T> {
  let copy: Copy<T> | null = null
  let loading: { version: number; value: Promise<T> } | null = null
  let refreshing = false
  /** performance.now() of this process's last write; older confirmations do not count. */
  let writtenAt = Number.NEGATIVE_INFINITY

  const reload = (at: number, sentAt: number) => {
    const value = load()
    const entry = { version: at, value }
    loading = entry
    value
      .then(
        (loaded) => {
          if (!copy || copy.version <= at) copy = { version: at, value: loaded, confirmedAt: sentAt }
        },
        () => {}, // the callers waiting on `value` get the error
      )
      .then(() => {
        if (loading === entry) loading = null
      })
    return value
  }

  /** The value as of a version read sent after the call. */
  const current = async (): Promise<T> => {
    const { value: at, sentAt } = await version()
    if (copy?.version === at) {
      copy.confirmedAt = Math.max(copy.confirmedAt, sentAt)
      return copy.value
    }
    if (loading?.version === at) return loading.value
    return reload(at, sentAt)
  }

  const fresh = (now: number) => copy !== null && copy.confirmedAt > writtenAt && now - copy.confirmedAt < maxAgeMs

  return {
    async get(): Promise<T> {
      const now = performance.now()
      if (copy && fresh(now)) {
        if (!refreshing && now - copy.confirmedAt > Math.min(REFRESH_AFTER_MS, maxAgeMs / 2)) {
          refreshing = true
          current()
            .catch(() => {}) // the next call that needs it will see the error
            .finally(() => {
              refreshing = false
            })
        }
        return copy.value
      }
      return current()
    },
    written() {
      writtenAt = performance.now()
    },
  }
}

/**
 * Wraps a route's write so that, whatever its outcome (a failed write may still have run a
 * statement), these copies are checked again before this process serves them.
 */
export const writesTo =
  (...copies: Pick<CheckedCopy<unknown>, 'written'>[]) =>
  <T>(write: Promise<T>): Promise<T> =>
    write.finally(() => {
      for (const copy of copies) copy.written()
    })
