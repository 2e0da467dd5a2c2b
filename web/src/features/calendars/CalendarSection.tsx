import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { putAnswer } from '../../api/after-write'
import { queryKeys } from '../../api/query-keys'
import { LoadFailed } from '../../components/LoadFailed'
import { SaveOutcome } from '../../components/SaveOutcome'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { CLUB_FEED_PATH } from './calendar-links'
import { FEED_LOAD_FAILED, FEED_REPLACE_FAILED, FEED_REPLACED } from './calendar-texts'
import { FeedAddress } from './FeedAddress'
import { personalFeedQuery, replaceFeed } from './queries'

/**
 * On /profile (docs/product.md#profile): the student's personal calendar feed (the events they are
 * registered or waitlisted for), to copy into a calendar app, or to replace when it got out; and
 * the club's feed of every event.
 */
export function CalendarSection() {
  const id = useId()
  const queryClient = useQueryClient()
  const feed = useQuery(personalFeedQuery())
  const [confirming, setConfirming] = useState(false)
  const replace = useMutation({
    mutationFn: replaceFeed,
    onSuccess: (address) => {
      putAnswer(queryClient, queryKeys.calendarFeed, address)
      setConfirming(false)
    },
  })

  return (
    <section className="card profile-section calendar-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Calendar</h2>
      <p className="muted">
        Subscribe to your feed in your calendar app (Google Calendar: Other calendars, From URL; Apple Calendar: New
        Calendar Subscription). It holds the events you are registered or waitlisted for and follows their changes.
      </p>
      {feed.data ? (
        <FeedAddress key={feed.data.url} url={feed.data.url} label="Your events (private address)" />
      ) : feed.isError ? (
        <LoadFailed message={FEED_LOAD_FAILED} query={feed} />
      ) : (
        <p className="muted">Loading your address…</p>
      )}
      <p className="hint muted">
        Anyone with this address sees your events. If it got out, make a new one: the old one stops working at once.
      </p>
      {confirming ? (
        <div className="feed-replace">
          <p>Calendars subscribed to the old address stop receiving your events. Make a new one?</p>
          <NeedsConnection action="making a new address" />
          <div className="feed-replace-actions">
            <button
              type="button"
              className="button small danger"
              disabled={replace.isPending}
              onClick={() => replace.mutate()}
            >
              {replace.isPending ? 'Making…' : 'Yes, make a new address'}
            </button>
            <button type="button" className="button small ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button small ghost"
          onClick={() => {
            replace.reset()
            setConfirming(true)
          }}
        >
          Make a new address
        </button>
      )}
      <SaveOutcome mutation={replace} failed={FEED_REPLACE_FAILED} done={FEED_REPLACED} />
      <FeedAddress url={`${window.location.origin}${CLUB_FEED_PATH}`} label="Every club event (public address)" />
    </section>
  )
}
