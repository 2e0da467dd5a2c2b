/**
 * The countdown's texts (docs/product.md#jams). No imports: the starter of a page the server drew
 * (src/start.ts) ticks a jam's countdown with them until the app runs, and the app with them after.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The time left, in whole seconds rounded up (the countdown never shows 0 before the moment):
 * "3 days 04:05:06", "1 day 00:00:01", "04:05:06"; "00:00:00" at or after the moment.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const days = Math.floor(total / 86_400)
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  if (days === 0) return clock
  return `${days} ${days === 1 ? 'day' : 'days'} ${clock}`
}

/** The countdown's words for a screen reader, which should not hear every second: "3 days, 4 hours, 5 minutes". */
export function countdownWords(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const words = [
    days && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours && `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    (rest || (!days && !hours)) && `${rest} ${rest === 1 ? 'minute' : 'minutes'}`,
  ].filter(Boolean)
  return words.join(', ')
}
