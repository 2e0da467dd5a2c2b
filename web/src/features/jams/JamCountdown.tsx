import { clubTimeZone, clubTimeZoneLabel, formatDateTime } from '../../lib/dates'
import { countdownWords, formatCountdown, type NextMoment } from './clock'

/**
 * The countdown to the jam's next moment on the server's clock (use-jam-clock.ts), with the moment
 * written on the club's clock and saying which clock that is. The ticking digits are hidden from
 * screen readers, which read the time left by the minute instead.
 */
export function JamCountdown({ next, now }: { next: NextMoment; now: number }) {
  const left = next.at - now
  return (
    <section className="card jam-countdown" aria-labelledby="jam-countdown-label">
      <h2 id="jam-countdown-label" className="jam-countdown-label">
        {next.label}
      </h2>
      {/*
       * Drawn by the server, the page ticks this from the moment and the server's time it was drawn
       * at (data-*) until the app runs (src/start.ts); the app then takes the texts over as they
       * are at that second, which differ from the drawing's, hence suppressHydrationWarning.
       */}
      <p className="jam-countdown-time" role="timer" aria-live="off" data-ends-at={next.at} data-drawn-at={now}>
        <span aria-hidden="true" suppressHydrationWarning>
          {formatCountdown(left)}
        </span>
        <span className="sr-only" suppressHydrationWarning>
          {countdownWords(left)}
        </span>
      </p>
      <p className="jam-countdown-at">
        At <time dateTime={new Date(next.at).toISOString()}>{formatDateTime(next.at)}</time>
      </p>
      <p className="muted jam-zone">
        Times are {clubTimeZoneLabel(next.at)}, the club’s time zone ({clubTimeZone()}), whatever your phone is set to.
      </p>
    </section>
  )
}
