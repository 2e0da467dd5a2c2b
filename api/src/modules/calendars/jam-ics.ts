/**
 * A jam in the club feed (docs/api.md#calendars, docs/jams.md): two VEVENTs, the making (from the
 * start to the close of submissions) and the voting (from the end of grace to the close of
 * voting), each linking to the jam's page. The theme is never written into a calendar: a feed is
 * copied into other people's calendar apps and kept there, out of reach of the secret's rules;
 * the page it links to shows the theme from the start.
 */
import type { JamRow } from '../../db/schema'
import { utcStamp } from '../../shared/calendar-links'
import { graceEndsAt } from '../../shared/jams'
import { component, escapeText, type Property } from './ics'

export type CalendarJamRow = Pick<
  JamRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'startsAt'
  | 'submissionsCloseAt'
  | 'graceMinutes'
  | 'votingClosesAt'
  | 'sequence'
  | 'createdAt'
  | 'updatedAt'
>

export const jamPageUrl = (publicUrl: string, slug: string) => `${publicUrl.replace(/\/+$/, '')}/jams/${slug}`

function part(jam: CalendarJamRow, page: string, uid: string, summary: string, start: Date, end: Date, what: string) {
  const description = [what, jam.description.replace(/\r\n?/g, '\n'), page].filter(Boolean).join('\n\n')
  const properties: Property[] = [
    ['UID', uid],
    ['DTSTAMP', utcStamp(jam.updatedAt)],
    ['DTSTART', utcStamp(start)],
    ['DTEND', utcStamp(end)],
    ['SEQUENCE', String(jam.sequence)],
    ['STATUS', 'CONFIRMED'],
    ['SUMMARY', escapeText(summary)],
    ['DESCRIPTION', escapeText(description)],
    ['URL', page],
    ['CREATED', utcStamp(jam.createdAt)],
    ['LAST-MODIFIED', utcStamp(jam.updatedAt)],
    ['CATEGORIES', 'Game jam'],
  ]
  return component('VEVENT', properties)
}

/** The jam's two VEVENTs: making, then voting. */
export function jamVevents(jam: CalendarJamRow, publicUrl: string): string[] {
  const page = jamPageUrl(publicUrl, jam.slug)
  return [
    part(
      jam,
      page,
      `jam-${jam.id}`,
      `${jam.title}: game jam`,
      jam.startsAt,
      jam.submissionsCloseAt,
      `The theme is revealed at the start, on the jam's page. Submit your game before the end (late builds are taken for ${jam.graceMinutes} minutes after it).`,
    ),
    part(
      jam,
      page,
      `jam-${jam.id}-voting`,
      `${jam.title}: voting`,
      graceEndsAt(jam),
      jam.votingClosesAt,
      'Play and rate the entries; the results are out when voting closes.',
    ),
  ]
}
