/**
 * Notifications (docs/notifications.md): the kinds of message, the channels, and the preferences a
 * person sets per category and channel. Shared with the web app (the profile's toggles).
 */

/**
 * What a message is about: an event's (the subject is the event) or a jam's (the subject is the
 * jam). The outbox, the planner and the preferences take any kind listed here.
 */
export const EVENT_NOTIFICATION_KINDS = [
  'event_reminder_24h',
  'event_reminder_1h',
  'event_promoted',
  'event_published',
] as const
/** A jam's moments (docs/jams.md#notifications). */
export const JAM_NOTIFICATION_KINDS = [
  'jam_published',
  'jam_theme_out',
  'jam_closing_soon',
  'jam_voting_open',
  'jam_results_out',
] as const
export const NOTIFICATION_KINDS = [...EVENT_NOTIFICATION_KINDS, ...JAM_NOTIFICATION_KINDS] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export type EventNotificationKind = (typeof EVENT_NOTIFICATION_KINDS)[number]
export type JamNotificationKind = (typeof JAM_NOTIFICATION_KINDS)[number]
export const isJamKind = (kind: NotificationKind): kind is JamNotificationKind => kind.startsWith('jam_')

export const NOTIFICATION_CHANNELS = ['email', 'push', 'discord'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

/** The categories a person turns on and off, per channel. */
export const PREFERENCE_CATEGORIES = ['reminders', 'waitlist', 'jams', 'announcements'] as const
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number]

/** The channels a person chooses for themselves (Discord is the club's channel, not a person's). */
export const PERSONAL_CHANNELS = ['email', 'push'] as const
export type PersonalChannel = (typeof PERSONAL_CHANNELS)[number]

export const PREFERENCE_OF: Record<NotificationKind, PreferenceCategory> = {
  event_reminder_24h: 'reminders',
  event_reminder_1h: 'reminders',
  event_promoted: 'waitlist',
  event_published: 'announcements',
  jam_published: 'announcements',
  jam_theme_out: 'jams',
  jam_closing_soon: 'jams',
  jam_voting_open: 'jams',
  jam_results_out: 'jams',
}

export type NotificationPrefs = Record<PersonalChannel, Record<PreferenceCategory, boolean>>
/** What is stored: only the choices made. */
export type StoredNotificationPrefs = Partial<Record<PersonalChannel, Partial<Record<PreferenceCategory, boolean>>>>

/** Email: everything but announcements (opt-in). Push: everything, once the person subscribed a browser (decision 0250). */
export const DEFAULT_PREFS: NotificationPrefs = {
  email: { reminders: true, waitlist: true, jams: true, announcements: false },
  push: { reminders: true, waitlist: true, jams: true, announcements: true },
}

export function effectivePrefs(stored: StoredNotificationPrefs | null | undefined): NotificationPrefs {
  return {
    email: { ...DEFAULT_PREFS.email, ...stored?.email },
    push: { ...DEFAULT_PREFS.push, ...stored?.push },
  }
}

/** Where a mail program posts an RFC 8058 one-click unsubscribe (the token in the query). */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe'
