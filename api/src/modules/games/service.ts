/**
 * Games: who may see and change one, its JSON, and its writes (docs/api.md#games). Credits are in
 * credits.ts, builds in builds.ts; images follow the media rules (modules/media).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { type GameRow, gameBuilds, gameCredits, games, jamEntries, jams, type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { forbidden, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { likePattern } from '../../lib/query-rows'
import { GAMES_PAGE_DEFAULT } from '../../shared/constants'
import { deleteIfUnused } from '../media/cleanup'
import { hashFromMediaUrl, mediaUrl, resolveImageInput } from '../media/service'
import { effectiveRole } from '../users/service'
import type { Game, GameCreate, GameUpdate } from './model'

export interface Viewer {
  user: UserRow | null
  adminEmails: ReadonlySet<string>
}

export const isAdmin = (viewer: Viewer) =>
  viewer.user !== null && effectiveRole(viewer.user, viewer.adminEmails) === 'admin'

const GAME_NOT_FOUND = 'Game not found'

/** "Space Cats 2: Return!" → "space-cats-2-return". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'game'
}

/** The first free slug for a title: "pong", then "pong-2", "pong-3"… (deleted games keep theirs). */
async function freeSlug(db: Db | Tx, title: string): Promise<string> {
  const base = slugify(title)
  const taken = await db
    .select({ slug: games.slug })
    .from(games)
    .where(sql`${games.slug} = ${base} or ${games.slug} like ${`${base}-%`}`)
  const used = new Set(taken.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

type CreditRow = {
  gameId: string
  userId: string
  username: string
  profilePicture: string | null
  role: string
  accepted: boolean
  isCreator: boolean
}

async function creditsOf(db: Db | Tx, gameIds: string[]): Promise<CreditRow[]> {
  if (gameIds.length === 0) return []
  return db
    .select({
      gameId: gameCredits.gameId,
      userId: gameCredits.userId,
      username: users.username,
      profilePicture: users.profilePicture,
      role: gameCredits.role,
      accepted: gameCredits.accepted,
      isCreator: gameCredits.isCreator,
    })
    .from(gameCredits)
    .innerJoin(users, eq(users.id, gameCredits.userId))
    .where(inArray(gameCredits.gameId, gameIds))
    .orderBy(desc(gameCredits.isCreator), asc(gameCredits.createdAt), asc(users.username))
}

export const playUrl = (gamesOrigin: string, buildId: string, indexPath: string) =>
  `${gamesOrigin}/b/${buildId}/${indexPath.split('/').map(encodeURIComponent).join('/')}`

/** Games as JSON, in the order given; credits not yet accepted only for those credited and admins. */
export async function toGamesJson(db: Db | Tx, rows: GameRow[], viewer: Viewer, gamesOrigin: string): Promise<Game[]> {
  const ids = rows.map((row) => row.id)
  const credits = await creditsOf(db, ids)
  const buildIds = rows.flatMap((row) => (row.buildId ? [row.buildId] : []))
  const builds = buildIds.length === 0 ? [] : await db.select().from(gameBuilds).where(inArray(gameBuilds.id, buildIds))
  const entered =
    ids.length === 0
      ? []
      : await db
          .select({ gameId: jamEntries.gameId, _id: jams.id, slug: jams.slug, title: jams.title })
          .from(jamEntries)
          .innerJoin(jams, eq(jams.id, jamEntries.jamId))
          .where(and(inArray(jamEntries.gameId, ids), isNull(jams.deletedAt)))
  const admin = isAdmin(viewer)
  return rows.map((row) => {
    const own = credits.filter((credit) => credit.gameId === row.id)
    const insider = admin || own.some((credit) => credit.userId === viewer.user?.id)
    const build = builds.find((b) => b.id === row.buildId)
    const jam = entered.find((entry) => entry.gameId === row.id)
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      tagline: row.tagline,
      description: row.description,
      status: row.status,
      hiddenReason: insider ? row.hiddenReason : null,
      coverUrl: row.coverHash ? mediaUrl(row.coverHash) : null,
      screenshots: row.screenshots.map(mediaUrl),
      links: row.links,
      engine: row.engine,
      tags: row.tags,
      credits: own
        .filter((credit) => insider || credit.accepted)
        .map(({ userId, username, profilePicture, role, accepted }) => ({
          userId,
          username,
          profilePicture,
          role,
          accepted,
        })),
      build: build
        ? {
            _id: build.id,
            playUrl: playUrl(gamesOrigin, build.id, build.indexPath),
            width: build.width,
            height: build.height,
            sharedArrayBuffer: build.sharedArrayBuffer,
            sizeBytes: build.sizeBytes,
            fileCount: build.fileCount,
            uploadedAt: build.createdAt.toISOString(),
          }
        : null,
      jam: jam ? { _id: jam._id, slug: jam.slug, title: jam.title } : null,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    }
  })
}

export async function toGameJson(db: Db | Tx, row: GameRow, viewer: Viewer, gamesOrigin: string): Promise<Game> {
  const [game] = await toGamesJson(db, [row], viewer, gamesOrigin)
  if (!game) throw new Error('unreachable: one row in, one game out')
  return game
}

/** A game that is not deleted, by id; 404 otherwise (a malformed id included). */
export async function findGame(db: Db | Tx, id: string, lock = false): Promise<GameRow> {
  if (!isUuid(id)) throw notFound(GAME_NOT_FOUND)
  const query = db
    .select()
    .from(games)
    .where(and(eq(games.id, id), isNull(games.deletedAt)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(GAME_NOT_FOUND)
  return row
}

export async function creditOf(db: Db | Tx, gameId: string, userId: string) {
  const [credit] = await db
    .select()
    .from(gameCredits)
    .where(and(eq(gameCredits.gameId, gameId), eq(gameCredits.userId, userId)))
  return credit ?? null
}

/** 403 unless the user is an accepted credited member (or, when `orAdmin`, an admin). */
export async function requireMaker(db: Db | Tx, game: GameRow, viewer: Viewer, orAdmin = true) {
  if (orAdmin && isAdmin(viewer)) return
  const credit = viewer.user ? await creditOf(db, game.id, viewer.user.id) : null
  if (!credit?.accepted) throw forbidden('Only the makers credited on this game can change it')
}

/** Published games to anyone; drafts and hidden ones only to their credited members and admins. */
export async function findVisibleGame(db: Db, slugOrId: string, viewer: Viewer): Promise<GameRow> {
  const key = isUuid(slugOrId) ? eq(games.id, slugOrId) : eq(games.slug, slugOrId.toLowerCase())
  const [row] = await db
    .select()
    .from(games)
    .where(and(key, isNull(games.deletedAt)))
  if (!row) throw notFound(GAME_NOT_FOUND)
  if (row.status === 'published' || isAdmin(viewer)) return row
  if (viewer.user && (await creditOf(db, row.id, viewer.user.id))) return row
  throw notFound(GAME_NOT_FOUND)
}

export async function listPublished(
  db: Db,
  query: { q?: string; tag?: string; limit?: number; offset?: number },
): Promise<{ total: number; rows: GameRow[] }> {
  const conditions = [eq(games.status, 'published'), isNull(games.deletedAt)]
  const q = query.q?.trim()
  if (q) {
    const like = likePattern(q)
    conditions.push(sql`(${games.title} ilike ${like} or ${games.tagline} ilike ${like})`)
  }
  const tag = query.tag?.trim()
  if (tag)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${games.tags}) t where lower(t) = ${tag.toLowerCase()})`,
    )
  const where = and(...conditions)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(games).where(where),
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(desc(games.publishedAt), desc(games.id))
      .limit(query.limit ?? GAMES_PAGE_DEFAULT)
      .offset(query.offset ?? 0),
  ])
  return { total: total?.n ?? 0, rows }
}

/** Every game the user is credited on (pending invitations included), newest first. */
export async function gamesOfUser(db: Db, userId: string): Promise<GameRow[]> {
  return db
    .select({ game: games })
    .from(games)
    .innerJoin(gameCredits, eq(gameCredits.gameId, games.id))
    .where(and(eq(gameCredits.userId, userId), isNull(games.deletedAt)))
    .orderBy(desc(games.createdAt))
    .then((rows) => rows.map((row) => row.game))
}

/**
 * The published games (not drafts, not hidden, not deleted) on which the user accepted a credit,
 * newest first as the list orders them: a member's public page (modules/members).
 */
export async function publishedGamesOf(db: Db, userId: string): Promise<GameRow[]> {
  return db
    .select({ game: games })
    .from(games)
    .innerJoin(gameCredits, eq(gameCredits.gameId, games.id))
    .where(
      and(
        eq(gameCredits.userId, userId),
        eq(gameCredits.accepted, true),
        eq(games.status, 'published'),
        isNull(games.deletedAt),
      ),
    )
    .orderBy(desc(games.publishedAt), desc(games.id))
    .then((rows) => rows.map((row) => row.game))
}

const cleanTags = (tags: string[]) => [...new Set(tags.map((tag) => tag.trim()))]

export async function createGame(db: Db, input: GameCreate, user: UserRow): Promise<GameRow> {
  if (!user.emailVerified) throw forbidden('Verify your email address before adding a game (see your profile)')
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const id = newId()
        const [row] = await tx
          .insert(games)
          .values({
            id,
            slug: await freeSlug(tx, input.title),
            title: input.title.trim(),
            tagline: input.tagline?.trim() ?? '',
            description: input.description ?? '',
            engine: input.engine?.trim() || null,
            tags: cleanTags(input.tags ?? []),
            links: input.links ?? [],
          })
          .returning()
        await tx
          .insert(gameCredits)
          .values({ gameId: id, userId: user.id, role: 'Creator', accepted: true, isCreator: true })
        if (!row) throw new Error('insert returned nothing')
        return row
      })
    } catch (error) {
      // Two games of the same title at the same moment: the second takes the next number.
      if (attempt < 5 && isUniqueViolation(error, 'games_slug_key')) continue
      throw error
    }
  }
}

/** The screenshots field: data URLs are stored, URLs of current screenshots kept, anything else refused. */
async function resolveScreenshots(db: Tx, values: string[], current: string[], userId: string): Promise<string[]> {
  const hashes: string[] = []
  for (const [i, value] of values.entries()) {
    const hash = hashFromMediaUrl(value.replace(/^https?:\/\/[^/]+/, ''))
    if (hash && current.includes(hash)) hashes.push(hash)
    else if (value.startsWith('data:')) {
      const stored = await resolveImageInput(db, value, null, `screenshots[${i}]`, userId)
      if (stored) hashes.push(stored)
    } else throw unprocessable(`screenshots[${i}] must be an image data URL or the URL of a current screenshot`)
  }
  return [...new Set(hashes)]
}

export async function updateGame(db: Db, id: string, input: GameUpdate, viewer: Viewer & { user: UserRow }) {
  const admin = isAdmin(viewer)
  const { row, replaced } = await db.transaction(async (tx) => {
    const game = await findGame(tx, id, true)
    await requireMaker(tx, game, viewer)
    const set: Partial<GameRow> = {}
    if (input.title !== undefined) set.title = input.title.trim()
    if (input.tagline !== undefined) set.tagline = input.tagline.trim()
    if (input.description !== undefined) set.description = input.description
    if (input.engine !== undefined) set.engine = input.engine?.trim() || null
    if (input.tags !== undefined) set.tags = cleanTags(input.tags)
    if (input.links !== undefined) set.links = input.links
    const cover = await resolveImageInput(tx, input.coverImage, game.coverHash, 'coverImage', viewer.user.id)
    if (cover !== undefined) set.coverHash = cover
    if (input.screenshots !== undefined)
      set.screenshots = await resolveScreenshots(tx, input.screenshots, game.screenshots, viewer.user.id)
    if (input.hiddenReason !== undefined && !admin) throw forbidden('Only an admin can hide a game or say why')
    const status = input.status ?? game.status
    if (status !== game.status || input.status === 'hidden') {
      if ((status === 'hidden' || game.status === 'hidden') && !admin)
        throw forbidden(
          game.status === 'hidden'
            ? 'An admin hid this game; only an admin can show it again'
            : 'Only an admin can hide a game',
        )
      if (status === 'published' && !('coverHash' in set ? set.coverHash : game.coverHash) && !game.buildId)
        throw unprocessable('Add a cover image or upload a build before publishing')
      set.status = status
      if (status === 'published') set.publishedAt = game.publishedAt ?? new Date()
      set.hiddenReason = status === 'hidden' ? input.hiddenReason?.trim() || null : null
    } else if (input.hiddenReason !== undefined && game.status === 'hidden')
      set.hiddenReason = input.hiddenReason?.trim() || null
    const [row] = Object.keys(set).length ? await tx.update(games).set(set).where(eq(games.id, id)).returning() : [game]
    if (!row) throw notFound(GAME_NOT_FOUND)
    const before = [game.coverHash, ...game.screenshots].filter((h): h is string => Boolean(h))
    const after = new Set([row.coverHash, ...row.screenshots])
    return { row, replaced: before.filter((hash) => !after.has(hash)) }
  })
  for (const hash of replaced) await deleteIfUnused(db, hash)
  return row
}

export async function deleteGame(db: Db, id: string, viewer: Viewer & { user: UserRow }) {
  await db.transaction(async (tx) => {
    const game = await findGame(tx, id, true)
    if (!isAdmin(viewer)) {
      const credit = await creditOf(tx, game.id, viewer.user.id)
      if (!credit?.isCreator) throw forbidden('Only the Creator of this game or an admin can delete it')
    }
    await tx.update(games).set({ deletedAt: new Date() }).where(eq(games.id, id))
  })
}
