/**
 * Shared links (docs/api.md#shared-links): what a link to an event or a game shows when pasted
 * into Discord or WhatsApp. Their crawlers read the page's <head> and run no script, so the server
 * writes the item's card into the HTML it serves for that page (plugins/web.ts, web-index.ts).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, games } from '../../db/schema'
import { isUuid } from '../../lib/ids'
import { CLUB_NAME } from '../../shared/constants'
import { formatDateTime } from '../../shared/dates'
import { mediaUrl } from '../media/service'

export interface ShareCard {
  title: string
  description: string
  /** Absolute. */
  image: string
  /** Absolute: the page's own address. */
  url: string
  /** A picture of the item itself is shown large; the club's icon, small. */
  largeImage: boolean
}

export interface CardSettings {
  publicUrl: string
  timeZone: string
  /** The site's own description (index.html's), for pages without an item. */
  siteDescription: string
}

/** Descriptions are cut where a card cuts them anyway, at a word, with an ellipsis. */
const DESCRIPTION_MAX = 200
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`
}

/** The card of any page that is not an item: the club's name, description and icon. */
export function siteCard({ publicUrl, siteDescription }: CardSettings, path = '/'): ShareCard {
  return {
    title: CLUB_NAME,
    description: siteDescription,
    image: `${publicUrl}/icons/pwa-512.png`,
    url: `${publicUrl}${path}`,
    largeImage: false,
  }
}

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/
const GAME_PAGE = /^\/games\/([^/]+)\/?$/

/** The path segment as text; null for one that is not (bad percent-encoding, a NUL no text column holds). */
const segment = (raw: string) => {
  try {
    const text = decodeURIComponent(raw)
    return text.includes('\u0000') ? null : text
  } catch {
    return null
  }
}

/**
 * The card of an item's page: undefined when the path is not an item's page (the site's card
 * serves), null when it is one but no such item is shown to anyone (the page is a 404).
 */
export async function cardFor(db: Db, path: string, settings: CardSettings): Promise<ShareCard | null | undefined> {
  const event = EVENT_PAGE.exec(path)
  if (event) {
    const id = segment(event[1] ?? '')
    if (!id || !isUuid(id)) return null
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, id), isNull(events.deletedAt), eq(events.isActive, true)))
      .limit(1)
    if (!row) return null
    return {
      title: `${row.name} · ${CLUB_NAME}`,
      description: shorten(`${formatDateTime(row.date, settings.timeZone)} · ${row.location}. ${row.description}`),
      image: row.imageHash ? `${settings.publicUrl}${mediaUrl(row.imageHash)}` : siteCard(settings).image,
      url: `${settings.publicUrl}/events/${row.id}`,
      largeImage: row.imageHash !== null,
    }
  }
  const game = GAME_PAGE.exec(path)
  if (game) {
    const slug = segment(game[1] ?? '')?.toLowerCase()
    if (!slug) return null
    const [row] = await db
      .select()
      .from(games)
      .where(and(eq(games.slug, slug), eq(games.status, 'published'), isNull(games.deletedAt)))
      .limit(1)
    if (!row) return null
    return {
      title: `${row.title} · ${CLUB_NAME}`,
      description: shorten(
        row.tagline || row.description || `A game made by members of ${CLUB_NAME}. Play it in the browser.`,
      ),
      image: row.coverHash ? `${settings.publicUrl}${mediaUrl(row.coverHash)}` : siteCard(settings).image,
      url: `${settings.publicUrl}/games/${row.slug}`,
      largeImage: row.coverHash !== null,
    }
  }
  return undefined
}
