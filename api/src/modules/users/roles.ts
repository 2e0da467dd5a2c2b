/**
 * The stored role, changed by the person who runs the server (`bun run admin:grant|admin:revoke`,
 * docs/decisions/0112). ADMIN_EMAILS sits on top of it, so the effective role is reported too.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { effectiveRole } from './service'

export type RoleChange = 'grant' | 'revoke'

export interface RoleResult {
  email: string
  storedRole: 'admin' | 'user'
  /** With ADMIN_EMAILS applied: what the account is on its next request. */
  effectiveRole: 'admin' | 'user'
  emailVerified: boolean
}

/** null when no account has the email. */
export async function changeStoredRole(
  db: Db,
  email: string,
  change: RoleChange,
  adminEmails: ReadonlySet<string>,
): Promise<RoleResult | null> {
  const [row] = await db
    .update(users)
    .set({ role: change === 'grant' ? 'admin' : 'user', updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning()
  if (!row) return null
  return {
    email: row.email,
    storedRole: row.role,
    effectiveRole: effectiveRole(row, adminEmails),
    emailVerified: row.emailVerified,
  }
}
