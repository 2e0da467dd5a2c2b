import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { SaveOutcome } from '../../components/SaveOutcome'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { putProfile, type UserJson } from '../../session/profile-query'
import { currentSubscription, pushSupport, turnOffPush, turnOnPush } from './push-subscription'

type Channel = 'email' | 'push'
type Category = 'reminders' | 'waitlist' | 'jams' | 'announcements'

const CATEGORIES: { key: Category; label: string }[] = [
  { key: 'reminders', label: 'Event reminders (a day and an hour before)' },
  { key: 'waitlist', label: 'Waitlist: "You\'re in"' },
  { key: 'jams', label: 'Game jams' },
  { key: 'announcements', label: 'New events' },
]

export const IOS_HOME_SCREEN =
  'On an iPhone or iPad, notifications work only in the installed app: tap Share, then Add to Home Screen, open the club from your Home Screen, and turn them on there.'
export const PUSH_UNSUPPORTED = 'This browser cannot show notifications from websites.'
export const PUSH_DENIED =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'

/**
 * On /profile (docs/product.md#notifications): per kind, email and push. The browser's permission
 * is asked for only when the person taps "Turn on notifications".
 */
export function NotificationSettings({ user }: { user: UserJson }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<{ channel: Channel; category: Category; value: boolean } | null>(null)
  const save = useMutation({
    mutationFn: async (change: { channel: Channel; category: Category; value: boolean }) =>
      unwrap(await api.user.notifications.put({ [change.channel]: { [change.category]: change.value } })),
    onSuccess: (updated) => putProfile(queryClient, updated),
    onSettled: () => setChosen(null),
  })
  const support = pushSupport()
  const subscription = useQuery({
    queryKey: ['push-subscription'],
    queryFn: async () => Boolean(await currentSubscription()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [pushNote, setPushNote] = useState<string | null>(null)
  const toggle = useMutation({
    mutationFn: async (on: boolean) => (on ? turnOnPush() : turnOffPush().then(() => 'off' as const)),
    onSuccess: (result) => {
      setPushNote(
        result === 'on'
          ? 'Notifications are on for this browser.'
          : result === 'off'
            ? 'Notifications are off for this browser.'
            : result === 'denied'
              ? PUSH_DENIED
              : 'You did not allow notifications. Tap the button again when you want them.',
      )
      void readAgain(queryClient, ['push-subscription'])
    },
    onError: (error) => setPushNote(serverMessage(error, 'Notifications could not be turned on. Try again.')),
  })
  const prefs = user.notifications
  const shown = (channel: Channel, category: Category) =>
    chosen && chosen.channel === channel && chosen.category === category ? chosen.value : prefs[channel][category]
  const pushOn = subscription.data === true

  return (
    <section className="card profile-section notification-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notifications</h2>
      <NeedsConnection action="changing notifications" />
      <table className="notification-table">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Email</th>
            <th scope="col">Push</th>
          </tr>
        </thead>
        <tbody>
          {CATEGORIES.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={`${label} by ${channel}`}
                    checked={shown(channel, key)}
                    disabled={chosen !== null || save.isPending}
                    onChange={(event) => {
                      const change = { channel, category: key, value: event.currentTarget.checked }
                      setChosen(change)
                      save.mutate(change)
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SaveOutcome mutation={save} failed="The setting could not be saved. Try again." done="Saved." />
      {support === 'supported' ? (
        <p>
          <button
            type="button"
            className="btn"
            disabled={toggle.isPending || subscription.isPending}
            onClick={() => toggle.mutate(!pushOn)}
          >
            {pushOn ? 'Turn off notifications on this browser' : 'Turn on notifications'}
          </button>
        </p>
      ) : (
        <p className="muted hint">{support === 'ios-needs-home-screen' ? IOS_HOME_SCREEN : PUSH_UNSUPPORTED}</p>
      )}
      <p className="muted hint">
        Push notifications come to this browser or installed app once you turn them on (your browser asks first). On an
        iPhone or iPad, add the app to your Home Screen first. Every email has an unsubscribe link.
      </p>
      {pushNote && (
        <p role="status" className="muted">
          {pushNote}
        </p>
      )}
    </section>
  )
}
