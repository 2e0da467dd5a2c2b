/**
 * What a jam's notifications say (docs/jams.md#notifications): the jam's title, the moment in the
 * club's time zone saying so, and the jam's page. The theme is written only into the message sent
 * at the start, and only when the database says the start has come (jam-subjects.ts).
 */
import { CLUB_NAME } from '../../shared/constants'
import { formatDateTime } from '../../shared/dates'
import { graceEndsAt, type JamTimes } from '../../shared/jams'
import type { JamNotificationKind } from '../../shared/notifications'
import { jamPageUrl } from '../calendars/jam-ics'
import { excerpt, type Message } from './messages'

export interface JamSubject extends JamTimes {
  id: string
  slug: string
  title: string
  description: string
  startsAt: Date
  submissionsCloseAt: Date
  votingClosesAt: Date
  deletedAt: Date | null
  /** The theme as the database gives it: null before the start, always. */
  theme: string | null
}

export function composeJamMessage(
  kind: JamNotificationKind,
  jam: JamSubject,
  publicUrl: string,
  timeZone: string,
): Message {
  const url = jamPageUrl(publicUrl, jam.slug)
  const at = (instant: Date) => formatDateTime(instant, timeZone)
  const close = at(jam.submissionsCloseAt)
  switch (kind) {
    case 'jam_published':
      return {
        subject: `New game jam: ${jam.title}, from ${at(jam.startsAt)}`,
        lines: [
          `${CLUB_NAME} is hosting a game jam: ${jam.title}.`,
          `Starts: ${at(jam.startsAt)}\nSubmissions close: ${close}\nVoting closes: ${at(jam.votingClosesAt)}`,
          excerpt(jam.description, 600),
          `Join, suggest themes and find a team here:\n${url}`,
        ].filter(Boolean),
        short: `From ${at(jam.startsAt)} · join on the jam's page`,
        url,
      }
    case 'jam_theme_out': {
      const theme = jam.theme ? `The theme is: ${jam.theme}` : 'The jam has started.'
      return {
        subject: jam.theme ? `${jam.title} has started. The theme: ${jam.theme}` : `${jam.title} has started`,
        lines: [theme, `Submit your game before ${close}.`, `The jam's page:\n${url}`],
        short: jam.theme ? `Theme: ${jam.theme} · submit before ${close}` : `Submit before ${close}`,
        url,
      }
    }
    case 'jam_closing_soon':
      return {
        subject: `1 hour left: submit your game to ${jam.title}`,
        lines: [
          `Submissions to ${jam.title} close in 1 hour, at ${close}, and you have no entry with a build yet.`,
          `Enter your game and upload its build on the jam's page:\n${url}`,
          `Late builds are still taken for ${jam.graceMinutes} minutes after the close.`,
        ],
        short: `Submissions close at ${close}`,
        url,
      }
    case 'jam_voting_open':
      return {
        subject: `Voting is open: ${jam.title}`,
        lines: [
          `The entries of ${jam.title} are in: play them and rate them until ${at(jam.votingClosesAt)}.`,
          `Rate games here:\n${url}`,
        ],
        short: `Rate the games until ${at(jam.votingClosesAt)}`,
        url,
      }
    case 'jam_results_out':
      return {
        subject: `Results are out: ${jam.title}`,
        lines: [`Voting for ${jam.title} has closed and the results are out.`, `See them here:\n${url}`],
        short: 'See the winners and your scores',
        url,
      }
  }
}

const DISCORD_TITLES: Record<JamNotificationKind, (jam: JamSubject) => string> = {
  jam_published: (jam) => `New game jam: ${jam.title}`,
  jam_theme_out: (jam) =>
    jam.theme ? `${jam.title} has started. The theme: ${jam.theme}` : `${jam.title} has started`,
  jam_closing_soon: (jam) => `1 hour left to submit: ${jam.title}`,
  jam_voting_open: (jam) => `Voting is open: ${jam.title}`,
  jam_results_out: (jam) => `Results are out: ${jam.title}`,
}

/** The club's Discord: the jam's announcement and its phase changes (Discord's limits as in messages.ts). */
export function jamDiscordEmbed(kind: JamNotificationKind, jam: JamSubject, publicUrl: string, timeZone: string) {
  const at = (instant: Date) => formatDateTime(instant, timeZone)
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: excerpt(DISCORD_TITLES[kind](jam), 256),
        url: jamPageUrl(publicUrl, jam.slug),
        description: kind === 'jam_published' ? excerpt(jam.description, 1500) : '',
        color: 0x7c3aed,
        fields: [
          { name: 'Submissions close', value: excerpt(at(jam.submissionsCloseAt), 1024), inline: true },
          {
            name: 'Voting',
            value: excerpt(`${at(graceEndsAt(jam))} to ${at(jam.votingClosesAt)}`, 1024),
            inline: true,
          },
        ],
        footer: { text: CLUB_NAME },
      },
    ],
  }
}
