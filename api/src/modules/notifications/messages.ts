/**
 * What each notification says (docs/product.md#notifications): the event's name, its time in the
 * club's zone saying so, the place and the link to the event page (where the ticket is). Plain
 * text for email; a title, a body and the page to open for push; an embed for Discord.
 */
import type { EventRow } from '../../db/schema'
import { CLUB_NAME } from '../../shared/constants'
import { formatDateTime } from '../../shared/dates'
import type { EventNotificationKind, PreferenceCategory } from '../../shared/notifications'
import { eventPageUrl } from '../calendars/event-ics'

export interface MessageContext {
  kind: EventNotificationKind
  event: EventRow
  /** The person's name (null for Discord). */
  username: string | null
  /** Their place on the waitlist at the 24-hour reminder; null when they hold a seat. */
  waitlistPosition: number | null
  publicUrl: string
  timeZone: string
}

export interface Message {
  subject: string
  /** Paragraphs of the email, before the signature. */
  lines: string[]
  /** The push notification's short text. */
  short: string
  /** The page a tap opens. */
  url: string
}

const CATEGORY_WORDS: Record<PreferenceCategory, string> = {
  reminders: 'event reminders',
  waitlist: 'waitlist news',
  jams: 'game jam news',
  announcements: 'new event announcements',
}
export const categoryWords = (category: PreferenceCategory) => CATEGORY_WORDS[category]

export function composeMessage(context: MessageContext): Message {
  const { event, kind, waitlistPosition } = context
  const when = formatDateTime(event.date, context.timeZone)
  const url = eventPageUrl(context.publicUrl, event.id)
  const details = [`When: ${when}`, `Where: ${event.location}`]
  switch (kind) {
    case 'event_reminder_24h':
      if (waitlistPosition !== null)
        return {
          subject: `${event.name} is tomorrow: you are number ${waitlistPosition} on the waitlist`,
          lines: [
            `${event.name} starts in 24 hours, and you are number ${waitlistPosition} on its waitlist.`,
            details.join('\n'),
            `If a seat frees up, it is yours at once and we tell you. The event page shows where you stand:\n${url}`,
          ],
          short: `${when} · you are number ${waitlistPosition} on the waitlist`,
          url,
        }
      return {
        subject: `Reminder: ${event.name} is tomorrow, ${when}`,
        lines: [
          `${event.name} starts in 24 hours.`,
          details.join('\n'),
          `Your ticket (show its QR code at the door):\n${url}`,
          'If you cannot come, give your seat back on that page, so that someone on the waitlist gets it.',
        ],
        short: `Tomorrow, ${when} · ${event.location}`,
        url,
      }
    case 'event_reminder_1h':
      return {
        subject: `Starting in 1 hour: ${event.name}, ${when}`,
        lines: [
          `${event.name} starts in 1 hour.`,
          details.join('\n'),
          `Your ticket (show its QR code at the door):\n${url}`,
        ],
        short: `In 1 hour, ${when} · ${event.location}`,
        url,
      }
    case 'event_promoted':
      return {
        subject: `You're in: ${event.name}`,
        lines: [
          `You're in: a seat at ${event.name} freed up, and it is yours.`,
          details.join('\n'),
          `Your ticket (show its QR code at the door):\n${url}`,
        ],
        short: `You're in! ${when} · ${event.location}`,
        url,
      }
    case 'event_published':
      return {
        subject: `New event: ${event.name}, ${when}`,
        lines: [
          `${CLUB_NAME} has a new event: ${event.name}.`,
          details.join('\n'),
          excerpt(event.description, 600),
          `Register here:\n${url}`,
        ],
        short: `${when} · ${event.location}`,
        url,
      }
  }
}

export function emailText(username: string, message: Message, preferencesUrl: string, category: PreferenceCategory) {
  return [
    `Hello ${username},`,
    '',
    ...message.lines.flatMap((line) => [line, '']),
    `— ${CLUB_NAME}`,
    '',
    `You get this because of your ${CLUB_NAME} notification settings. To stop ${categoryWords(category)} by email, use your mail program's unsubscribe button, or change your settings here:`,
    preferencesUrl,
    '',
  ].join('\n')
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** Discord's limits: title 256, description 4096, field value 1024, all text of an embed 6000. */
export function discordEmbed(event: EventRow, publicUrl: string, timeZone: string) {
  const when = formatDateTime(event.date, timeZone)
  return {
    // Nobody is pinged, whatever the event's text says (@everyone, role mentions).
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: excerpt(`New event: ${event.name}`, 256),
        url: eventPageUrl(publicUrl, event.id),
        description: excerpt(event.description, 1500),
        timestamp: event.date.toISOString(),
        color: 0x7c3aed,
        fields: [
          { name: 'When', value: excerpt(when, 1024), inline: true },
          { name: 'Where', value: excerpt(event.location, 1024), inline: true },
        ],
        footer: { text: CLUB_NAME },
      },
    ],
  }
}
