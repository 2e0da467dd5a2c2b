/**
 * Every table. Migrations in ./migrations are generated from this file by drizzle-kit
 * (`bun run db:generate`) and serve PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** null for accounts that only ever signed in through a provider. */
    passwordHash: text('password_hash'),
    /** 'admin' | 'user'; ADMIN_EMAILS grants admin on top of this (see docs/decisions). */
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** Always equal to the sum of this user's exp_ledger rows (kept in the same transaction). */
    exp: integer('exp').notNull().default(0),
    profilePicture: text('profile_picture'),
    bio: text('bio').notNull().default(''),
    college: text('college'),
    graduationYear: integer('graduation_year'),
    course: text('course'),
    branch: text('branch'),
    enrollmentNumber: text('enrollment_number'),
    phoneNumber: text('phone_number'),
    googleId: text('google_id'),
    discordId: text('discord_id'),
    needsUsernameSetup: boolean('needs_username_setup').notNull().default(false),
    /** The owner proved the address: a link mailed to it, a reset, or a provider that verified it. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * Sessions carry the version they were issued at; raising it ends every session at once
     * (a password reset, a takeover by the email's verified owner). docs/decisions/0113.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_discord_id_key').on(t.discordId),
    // The media sweep asks "does any user show this picture?" for every stored image.
    index('users_profile_picture_idx').on(t.profilePicture),
    check('users_exp_non_negative', sql`${t.exp} >= 0`),
  ],
)

/**
 * Images, referred to by users.profile_picture (as /api/media/<hash>) and events.image_hash.
 * One that nothing refers to is removed (docs/decisions/0114, modules/media/cleanup.ts).
 */
export const media = pgTable('media', {
  /** sha256 of the bytes, hex: the same image is stored once. */
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
  /** Last stored (again): the sweep leaves images touched within its grace period alone. */
  touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * The secrets of the links mailed to people: verify an email (24 h) or reset a password (1 h).
 * Only the SHA-256 of each is stored; each works once. docs/api.md#auth
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: following it proves that address, and only that one. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
)

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    location: text('location').notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    imageHash: text('image_hash').references(() => media.hash),
    type: text('type'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Soft delete: hidden from lists and closed to registration; history and EXP stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('events_listing_idx').on(t.date.desc(), t.createdAt.desc()).where(sql`${t.deletedAt} is null`),
    check('events_points_positive', sql`${t.pointsAwarded} >= 1`),
  ],
)

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_user_event_key').on(t.userId, t.eventId),
    index('registrations_event_idx').on(t.eventId),
  ],
)

/** Every EXP award is a row; users.exp is their sum. */
export const expLedger = pgTable(
  'exp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['event_registration', 'adjustment'] }).notNull(),
    eventId: uuid('event_id').references(() => events.id),
    registrationId: uuid('registration_id').references(() => registrations.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('exp_ledger_user_idx').on(t.userId),
    // A registration earns its EXP once, whatever happens above this table.
    uniqueIndex('exp_ledger_registration_key').on(t.registrationId),
  ],
)

/**
 * Fixed-window counters shared by every API process (lib/rate-limit.ts): login attempts per
 * account and address, mail per account, new images per account. A row counts hits until
 * `reset_at`; the next hit after that starts a new window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

/**
 * One counter per cached list. A trigger (migration 0002) bumps a list's counter in the same
 * transaction as every statement that writes its table, so a process that sees the counter
 * unchanged knows its cached copy is current, whichever process made the writes.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

export type UserRow = typeof users.$inferSelect
export type EventRow = typeof events.$inferSelect
export type RegistrationRow = typeof registrations.$inferSelect
