import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, expLedger, registrations, users } from '../../db/schema'
import { isUuid } from '../../lib/ids'
import { likePattern } from '../../lib/query-rows'
import { type EventType, EXP_AWARD_REASONS } from '../../shared/constants'
import { levelForExp, rankForLevel } from '../../shared/levels'
import { toUserJson } from '../users/service'
import type { Participation } from './model'

interface PageInput {
  page?: number
  pageSize?: number
}

const paging = ({ page = 1, pageSize = 20 }: PageInput) => ({ page, pageSize, offset: (page - 1) * pageSize })

export async function listUsers(db: Db, adminEmails: ReadonlySet<string>, input: PageInput & { search?: string }) {
  const { page, pageSize, offset } = paging(input)
  const search = input.search?.trim()
  const where = search
    ? or(
        ilike(users.username, likePattern(search)),
        ilike(users.email, likePattern(search)),
        ilike(users.college, likePattern(search)),
      )
    : undefined
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(pageSize).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { items: rows.map((row) => toUserJson(row, adminEmails)), total: total?.value ?? 0, page, pageSize }
}

export async function listParticipation(db: Db, input: PageInput & { type?: EventType; eventId?: string }) {
  const { page, pageSize, offset } = paging(input)
  // Participation is a seat: waitlist places and cancelled registrations are not listed.
  const filters: SQL[] = [eq(registrations.status, 'registered')]
  if (input.type) filters.push(eq(events.type, input.type))
  if (input.eventId !== undefined) {
    if (!isUuid(input.eventId)) return { items: [], total: 0, page, pageSize }
    filters.push(eq(events.id, input.eventId))
  }
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select({ registration: registrations, user: users, event: events, expAwarded: expLedger.amount })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .innerJoin(events, eq(events.id, registrations.eventId))
      .leftJoin(
        expLedger,
        and(eq(expLedger.registrationId, registrations.id), inArray(expLedger.reason, EXP_AWARD_REASONS)),
      )
      .where(where)
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(where),
  ])
  const items: Participation[] = rows.map(({ registration, user, event, expAwarded }) => {
    const level = levelForExp(user.exp)
    return {
      _id: registration.id,
      createdAt: registration.createdAt.toISOString(),
      expAwarded: expAwarded ?? 0,
      user: {
        _id: user.id,
        username: user.username,
        email: user.email,
        college: user.college,
        branch: user.branch,
        course: user.course,
        graduationYear: user.graduationYear,
        enrollmentNumber: user.enrollmentNumber,
        exp: user.exp,
        level,
        rank: rankForLevel(level),
      },
      event: {
        _id: event.id,
        name: event.name,
        date: event.date.toISOString(),
        type: (event.type as EventType | null) ?? null,
        isDeleted: event.deletedAt !== null,
      },
    }
  })
  return { items, total: total?.value ?? 0, page, pageSize }
}
