/**
 * The words LastUpdated shows above content that comes from the device rather than straight from
 * the server: when that content was last fetched, and why it is not fresher.
 */
import { formatDate } from '../lib/dates'
import type { Connectivity } from './connectivity'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "just now", "5 minutes ago", "3 hours ago", else the date as docs/product.md#limits-and-constants writes dates. */
export function savedAt(updatedAt: number, now: number): string {
  const age = Math.max(0, now - updatedAt)
  if (age < MINUTE) return 'just now'
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE)
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR)
    return `${hours} hour${hours === 1 ? '' : 's'} ago`
  }
  return formatDate(new Date(updatedAt))
}

/**
 * Null while the content is as fresh as the server can make it. Otherwise, e.g.
 * "Showing saved data from 5 minutes ago — you are offline."
 */
export function savedDataMessage(input: {
  updatedAt: number
  connectivity: Connectivity
  refreshFailed: boolean
  now: number
}): string | null {
  if (!input.updatedAt) return null
  const reason =
    input.connectivity === 'offline'
      ? 'you are offline'
      : input.connectivity === 'server-not-answering'
        ? 'the server is not answering'
        : input.refreshFailed
          ? 'it could not be refreshed'
          : null
  return reason && `Showing saved data from ${savedAt(input.updatedAt, input.now)} — ${reason}.`
}
