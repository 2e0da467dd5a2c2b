/**
 * Credits: an accepted maker invites someone by username (credited, not yet accepted), the person
 * accepts, and the Creator, an admin or the person themself removes a credit (never the Creator's).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameCredits, type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { creditOf, findGame, isAdmin, requireMaker, type Viewer } from './service'

export async function inviteCredit(
  db: Db,
  gameId: string,
  input: { username: string; role: string },
  viewer: Viewer & { user: UserRow },
) {
  return db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, true)
    await requireMaker(tx, game, viewer, false)
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.trim().toLowerCase()}`)
    if (!person) throw notFound(`Nobody is called ${input.username.trim()}`)
    try {
      const inserted = await tx
        .insert(gameCredits)
        .values({ gameId: game.id, userId: person.id, role: input.role.trim(), accepted: false })
        .onConflictDoNothing()
        .returning()
      if (inserted.length === 0) throw conflict(`${input.username.trim()} is already credited on this game`)
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`${input.username.trim()} is already credited on this game`)
      throw error
    }
    return game
  })
}

export async function acceptCredit(db: Db, gameId: string, user: UserRow) {
  const game = await findGame(db, gameId)
  const updated = await db
    .update(gameCredits)
    .set({ accepted: true })
    .where(and(eq(gameCredits.gameId, game.id), eq(gameCredits.userId, user.id)))
    .returning()
  if (updated.length === 0) throw notFound('You have not been invited to this game')
  return game
}

export async function removeCredit(db: Db, gameId: string, userId: string, viewer: Viewer & { user: UserRow }) {
  return db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, true)
    const target = isUuid(userId) ? await creditOf(tx, game.id, userId) : null
    if (!target) throw notFound('That person is not credited on this game')
    if (target.isCreator) throw forbidden('The Creator of a game cannot be removed from its credits')
    const self = viewer.user.id === userId
    if (!self && !isAdmin(viewer)) {
      const mine = await creditOf(tx, game.id, viewer.user.id)
      if (!mine?.isCreator) throw forbidden('Only the Creator, an admin or that person can remove a credit')
    }
    await tx.delete(gameCredits).where(and(eq(gameCredits.gameId, game.id), eq(gameCredits.userId, userId)))
    return game
  })
}
