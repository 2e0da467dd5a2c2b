/**
 * Test helpers for check-in at the door: an event whose check-in window is open now, students
 * with seats and their tickets, and the calls a scanner and a student make.
 */
import { and, eq } from 'drizzle-orm'
import { checkInNonces, registrations } from '../src/db/schema'
import type { CheckInResult } from '../src/modules/check-in/model'
import { registerAs } from './roster'
import { bearer, createEvent, insertMembers, type TestContext } from './support'

/** Starts in 30 minutes: the window opened half an hour ago. */
export const startsSoon = () => new Date(Date.now() + 30 * 60_000).toISOString()

/** A check-in's body, or a refusal's `{ message }`. */
export type ScanAnswer = { message: string } & Partial<Omit<CheckInResult, 'message'>>

export type Scan = { ticket?: string; userId?: string; nonce?: string; scannedAt?: string }

/** A scan as the scanner sends it; `body` is typed as a success (a refusal is `{ message }`). */
export async function scan(ctx: TestContext, token: string, eventId: string, body: Scan | Record<string, unknown>) {
  const res = await ctx.request(`/api/events/${eventId}/check-ins`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as ScanAnswer }
}

export async function selfCheckIn(ctx: TestContext, token: string, eventId: string, code: string) {
  const res = await ctx.request(`/api/registrations/${eventId}/check-in`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  })
  return { status: res.status, body: (await res.json()) as ScanAnswer }
}

/** An event open for check-in now (unless `overrides` say otherwise) and `count` students with seats. */
export async function doorWithStudents(
  ctx: TestContext,
  adminToken: string,
  count: number,
  overrides: Record<string, unknown> = {},
) {
  const event = await createEvent(ctx, adminToken, { date: startsSoon(), expOn: 'attendance', ...overrides })
  const members = count > 0 ? await insertMembers(ctx, count) : []
  const students = []
  for (const member of members) {
    const { data, status } = await registerAs(ctx, event._id, member.token)
    if (status !== 201 || !data) throw new Error(`registration failed: ${status}`)
    students.push({ ...member, ticket: data.registration.ticket as string | null, registration: data.registration })
  }
  return { event, students }
}

export async function checkedInAt(ctx: TestContext, userId: string, eventId: string) {
  const [row] = await ctx.database.db
    .select({ at: registrations.checkedInAt })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.eventId, eventId)))
  return row?.at ?? null
}

export const noncesOf = (ctx: TestContext, eventId: string) =>
  ctx.database.db.select().from(checkInNonces).where(eq(checkInNonces.eventId, eventId))

export const moveEvent = (ctx: TestContext, adminToken: string, eventId: string, changes: Record<string, unknown>) =>
  ctx.api.api.events({ id: eventId }).put(changes as never, bearer(adminToken))
