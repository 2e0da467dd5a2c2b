/**
 * Every table. Migrations in ./migrations are generated from this file by drizzle-kit
 * (`bun run db:generate`) and serve PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  EXP_AWARD_REASONS,
  EXP_JAM_REASONS,
  EXP_NOTE_MAX_LENGTH,
  EXP_ON,
  EXP_REASONS,
  REGISTRATION_STATUSES,
} from '../shared/constants'
import type { MediaCrop } from '../shared/media-widths'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type StoredNotificationPrefs,
} from '../shared/notifications'
import { literal, oneOf } from './sql-helpers'

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
    /** false: the user is left out of every leaderboard period and page (docs/product.md#leaderboard). */
    showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(true),
    /**
     * Grown by a trigger whenever something the leaderboard shows changes (exp, username, picture,
     * showOnLeaderboard, and tokenVersion, which decides who is signed in): the leaderboard's version is the sum of these plus a counter deletes move
     * (decision 0160), so no row every EXP change in the club would have to lock.
     */
    leaderboardVersion: integer('leaderboard_version').notNull().default(1),
    /**
     * What the person wants to be told, and how: `{ email: { reminders: false }, push: {…} }`, only
     * the choices they made (modules/notifications/preferences.ts fills in the defaults).
     */
    notificationPrefs: jsonb('notification_prefs').$type<StoredNotificationPrefs>().notNull().default({}),
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
    check('users_leaderboard_version_positive', sql`${t.leaderboardVersion} >= 1`),
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
    /** When the event ends; null when it has no set end (docs/api.md#events). */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    location: text('location').notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    /** When the EXP is added: on registering (the old site's rule) or at the first check-in. */
    expOn: text('exp_on', { enum: EXP_ON }).notNull().default('registration'),
    /** Seats; null is unlimited (no waitlist ever). */
    capacity: integer('capacity'),
    isActive: boolean('is_active').notNull().default(true),
    imageHash: text('image_hash').references(() => media.hash),
    type: text('type'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Grows by one with every edit (and the delete): calendar files carry it as SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** Soft delete: hidden from lists and closed to registration; history and EXP stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    // The roster counters (decision 0140): kept in the same statement as every registration,
    // unregistration and promotion, under this row's lock; the checks below and the per-file
    // database check (api/test/db-checks.ts) hold them to the registrations themselves.
    registeredCount: integer('registered_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    /** Queue numbers handed out so far; the next registration takes this + 1 (the end of the queue). */
    queueNumbersIssued: integer('queue_numbers_issued').notNull().default(0),
    /**
     * Grows with every change of the counters. The events list's version is the cache counter plus
     * the sum of these (decision 0142), so counts move the list without a row every registration
     * in the club would have to lock.
     */
    countsVersion: bigint('counts_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('events_listing_idx').on(t.date.desc(), t.createdAt.desc()).where(sql`${t.deletedAt} is null`),
    check('events_points_positive', sql`${t.pointsAwarded} >= 1`),
    check('events_exp_on_known', oneOf(t.expOn, EXP_ON)),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('events_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.date}`),
    check('events_counts_non_negative', sql`${t.registeredCount} >= 0 and ${t.waitlistCount} >= 0`),
    // Never more registered than seats, whatever the concurrency: the database refuses it.
    check('events_within_capacity', sql`${t.capacity} is null or ${t.registeredCount} <= ${t.capacity}`),
    // Nobody waits while a seat is free: a freed or added seat is taken in the same transaction.
    check(
      'events_waitlist_only_when_full',
      sql`${t.waitlistCount} = 0 or (${t.capacity} is not null and ${t.registeredCount} = ${t.capacity})`,
    ),
  ],
)

/**
 * One row per time a user registered for an event. Unregistering marks the row cancelled (kept
 * as history, never listed); registering again makes a new row at the end of the queue. At most
 * one row per user and event is not cancelled.
 */
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
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('registered'),
    /**
     * Order of registering within the event, handed out under the event's lock and never
     * renumbered: promotion takes the lowest waiting one; a waitlist position is counted from it.
     */
    queueNumber: integer('queue_number').notNull(),
    /** Opaque and unguessable (32 random bytes, base64url), shown as the QR code at the door. */
    ticket: text('ticket')
      .notNull()
      .default(
        sql`rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`,
      ),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_active_key')
      .on(t.userId, t.eventId)
      .where(sql`${t.status} <> ${literal('cancelled')}`),
    uniqueIndex('registrations_queue_key').on(t.eventId, t.queueNumber),
    uniqueIndex('registrations_ticket_key').on(t.ticket),
    // A user's live registrations are read through registrations_active_key (same predicate).
    check('registrations_status_known', oneOf(t.status, REGISTRATION_STATUSES)),
    check('registrations_cancelled_at', sql`(${t.status} = ${literal('cancelled')}) = (${t.cancelledAt} is not null)`),
    // Only a seat can be checked in, and a checked-in seat cannot be given back.
    check(
      'registrations_checked_in_registered',
      sql`${t.checkedInAt} is null or ${t.status} = ${literal('registered')}`,
    ),
  ],
)

/**
 * Every EXP change is a row, never edited or deleted (a trigger refuses it; decision 0141);
 * users.exp is their sum, updated in the same transaction.
 */
export const expLedger = pgTable(
  'exp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: EXP_REASONS }).notNull(),
    eventId: uuid('event_id').references(() => events.id),
    registrationId: uuid('registration_id').references(() => registrations.id),
    /** The jam whose results paid it (jam_participation, jam_placement); null otherwise. */
    jamId: uuid('jam_id').references((): AnyPgColumn => jams.id),
    /** Why, in the admin's words (adjustments); null for entries the rules made. */
    note: text('note'),
    /** The admin who made an adjustment. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('exp_ledger_user_idx').on(t.userId, t.createdAt),
    // One award per registration, whichever rule pays it (registering or checking in) and whatever
    // expOn becomes later; with one live registration per user and event, one award per student
    // and event (a cancelled registration's award is refunded by exactly one entry).
    uniqueIndex('exp_ledger_award_key').on(t.registrationId).where(oneOf(t.reason, EXP_AWARD_REASONS)),
    uniqueIndex('exp_ledger_refund_key')
      .on(t.registrationId)
      .where(sql`${t.reason} = ${literal('unregistration')}`),
    // A jam pays each person once per reason, whichever server computes the results (docs/jams.md).
    uniqueIndex('exp_ledger_jam_key').on(t.userId, t.jamId, t.reason).where(oneOf(t.reason, EXP_JAM_REASONS)),
    check('exp_ledger_reason_known', oneOf(t.reason, EXP_REASONS)),
    check(
      'exp_ledger_jam_shape',
      sql`(${t.jamId} is null) = not (${oneOf(t.reason, EXP_JAM_REASONS)}) and (${t.jamId} is null or (${t.amount} > 0 and ${t.registrationId} is null and ${t.eventId} is null))`,
    ),
    check('exp_ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check(
      'exp_ledger_award_shape',
      sql`not (${oneOf(t.reason, EXP_AWARD_REASONS)}) or (${t.amount} > 0 and ${t.registrationId} is not null and ${t.eventId} is not null)`,
    ),
    check(
      'exp_ledger_refund_shape',
      sql`${t.reason} <> ${literal('unregistration')} or (${t.amount} < 0 and ${t.registrationId} is not null and ${t.eventId} is not null)`,
    ),
    check(
      'exp_ledger_adjustment_shape',
      sql`${t.reason} <> ${literal('adjustment')} or (${t.registrationId} is null and ${t.eventId} is null and ${t.note} is not null)`,
    ),
    check(
      'exp_ledger_note_length',
      sql`${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(EXP_NOTE_MAX_LENGTH))}`,
    ),
  ],
)

/**
 * One row per scan that carried a nonce (docs/api.md#check-in): the key an offline scanner sends
 * again until it hears back. Scoped to the event; `request` says what was scanned (`ticket:…` or
 * `user:…`), and `answer` holds what the first request was told, so a repeat gets the same status
 * and body and writes nothing (decision 0150). Only answered scans are kept: a refused one
 * writes nothing, its nonce included.
 */
export const checkInNonces = pgTable(
  'check_in_nonces',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    nonce: text('nonce').notNull(),
    request: text('request').notNull(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** { status: 201 | 200, checkedInAt, expAwarded, user (the users row as JSON) } */
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.nonce] })],
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

/**
 * A student's personal calendar feed (docs/api.md#calendars). The address carries a token derived
 * from `key` with the server's secret (HMAC); only the token's sha256 is stored and looked up, so
 * the table alone opens no feed. A new address replaces the row: the old token finds nothing.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: what the token is derived from. */
    key: text('key').notNull(),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
)

/**
 * The notification outbox (docs/notifications.md): one row per (person, subject, kind, channel),
 * unique, so that however many servers plan and send, each message exists once. A server claims
 * due rows with FOR UPDATE SKIP LOCKED and a lease (`lease_until`), sends them outside any
 * transaction, and marks them sent; a server that died holding a lease leaves rows another claims
 * once the lease is over. `user_id` is null for club-wide posts (Discord); `subject_id` is the
 * event (later: the jam) the message is about, with no foreign key so that any subject fits.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** When it may be sent (moved later by a retry's back-off). */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    /** Claimed by a server until then; null when nobody holds it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    /** Why it was skipped or why the last attempt failed. */
    note: text('note'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_outbox_key').on(
      sql`coalesce(${t.userId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.subjectId,
      t.kind,
      t.channel,
    ),
    index('notification_outbox_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    check('notification_outbox_kind_known', sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check(
      'notification_outbox_channel_known',
      sql.raw(`channel in (${NOTIFICATION_CHANNELS.map((k) => `'${k}'`).join(', ')})`),
    ),
    check(
      'notification_outbox_status_known',
      sql.raw(`status in (${NOTIFICATION_STATUSES.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
)

/**
 * The fan-outs done: once the 24-hour reminders of an event have been written to the outbox for
 * everyone registered at that moment, a row here says so, and the planner does not look at that
 * event for that kind again. Written in the fan-out's transaction.
 */
export const notificationFanouts = pgTable(
  'notification_fanouts',
  {
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.kind] })],
)

/** A browser's Web Push subscription (docs/api.md#notifications): one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

export type NotificationRow = typeof notificationOutbox.$inferSelect

/**
 * What visitors send with the landing page's contact form (docs/api.md#contact): kept here, listed
 * in /admin's Inbox, and mailed to the admins when the server can send mail. `handled_at` is set
 * when an admin marks it handled (and cleared when they mark it open again).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect

/**
 * The club's games (docs/api.md#games). `slug` is made from the title, unique for ever (a deleted
 * game keeps its slug so an old link never shows another game). Images are media hashes, as events'.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'published', 'hidden'] })
      .notNull()
      .default('draft'),
    /** Why an admin hid it, shown to its makers; null when not hidden. */
    hiddenReason: text('hidden_reason'),
    coverHash: text('cover_hash'),
    /** Media hashes, in order. */
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    engine: text('engine'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The build being played; a new accepted zip replaces it. */
    buildId: uuid('build_id'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Deleted games are gone from every answer and their builds are no longer served. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_published_idx').on(t.publishedAt).where(sql`status = 'published' and deleted_at is null`),
    check('games_status_check', sql`${t.status} in ('draft', 'published', 'hidden')`),
  ],
)

/** Who made a game. The Creator is credited at creation; others are invited and accept. */
export const gameCredits = pgTable(
  'game_credits',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    /** The person who created the game: cannot be removed. */
    isCreator: boolean('is_creator').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('game_credits_user_idx').on(t.userId)],
)

/**
 * An accepted zip: its files are stored once each by sha256 under STORAGE_DIR (modules/games/storage.ts),
 * and this row with its file list is the manifest. Any server that shares the folder and the
 * database serves it.
 */
export const gameBuilds = pgTable(
  'game_builds',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The path of index.html inside the build ("index.html" or "MyGame/index.html"). */
    indexPath: text('index_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sharedArrayBuffer: boolean('shared_array_buffer').notNull().default(false),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    fileCount: integer('file_count').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('game_builds_game_idx').on(t.gameId)],
)

/** A build's manifest: path inside the build → the sha256 of its bytes. */
export const gameBuildFiles = pgTable(
  'game_build_files',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => gameBuilds.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    hash: text('hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.path] }), index('game_build_files_hash_idx').on(t.hash)],
)

export type UserRow = typeof users.$inferSelect
export type EventRow = typeof events.$inferSelect
export type RegistrationRow = typeof registrations.$inferSelect
export type ExpLedgerRow = typeof expLedger.$inferSelect
export type CheckInNonceRow = typeof checkInNonces.$inferSelect
export type GameRow = typeof games.$inferSelect
export type GameBuildRow = typeof gameBuilds.$inferSelect

/**
 * The club's content as the committee edited it at /admin → Content (docs/api.md#content): one
 * row per section; a section without a row shows its default (api/src/shared/content/). Every
 * edit takes the next number of `site_content_version`, so the content's version (the highest)
 * changes with each one, across servers.
 */
export const siteContentVersion = pgSequence('site_content_version', { startWith: 1 })
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
export type SiteContentRow = typeof siteContent.$inferSelect

/**
 * A stored picture in the sizes the pages show it (WebP, `width` px wide at most, never larger
 * than the original; `crop` '' as uploaded or '16x9' cut to 16:9, MediaCrop): GET
 * /api/media/:hash?w=…&crop=… (docs/api.md#media). The original stays in media.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => media.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    crop: text('crop').$type<MediaCrop>().notNull().default(''),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.crop] })],
)

/**
 * Game jams (docs/jams.md). A jam's phase is never stored: every statement that depends on it
 * compares these timestamps with the database's `now()` (modules/jams/phase.ts), so two servers
 * always agree and nothing flips on a schedule. `theme` is the admin's (secret until `starts_at`);
 * when null, the theme is the winning idea of `jam_themes` at `starts_at`.
 */
export const jams = pgTable(
  'jams',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    submissionsCloseAt: timestamp('submissions_close_at', { withTimezone: true, mode: 'date' }).notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(60),
    votingClosesAt: timestamp('voting_closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    theme: text('theme'),
    themeVoting: boolean('theme_voting').notNull().default(false),
    /** Rating categories, Overall first. */
    categories: jsonb('categories').$type<string[]>().notNull(),
    maxTeamSize: integer('max_team_size').notNull().default(4),
    minRatings: integer('min_ratings').notNull().default(5),
    participationExp: integer('participation_exp').notNull().default(100),
    /** EXP for the first, second and third places in Overall. */
    placementExp: jsonb('placement_exp').$type<[number, number, number]>().notNull(),
    showcaseEventId: uuid('showcase_event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Grown and stamped by a trigger on every change of the row (the calendar's SEQUENCE and LAST-MODIFIED). */
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A deleted jam is gone from every answer; its ledger rows stay (the ledger is never edited). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('jams_slug_key').on(t.slug),
    index('jams_starts_idx').on(t.startsAt),
    check(
      'jams_times_in_order',
      sql`${t.startsAt} < ${t.submissionsCloseAt} and ${t.submissionsCloseAt} < ${t.votingClosesAt}`,
    ),
    check(
      'jams_voting_after_grace',
      sql`${t.submissionsCloseAt} + ${t.graceMinutes} * interval '1 minute' < ${t.votingClosesAt}`,
    ),
    check('jams_grace_range', sql`${t.graceMinutes} between 0 and 1440`),
    check('jams_team_size_positive', sql`${t.maxTeamSize} >= 1`),
    check('jams_min_ratings_non_negative', sql`${t.minRatings} >= 0`),
    check('jams_participation_exp_non_negative', sql`${t.participationExp} >= 0`),
  ],
)

/** Everyone who joined a jam. */
export const jamEntrants = pgTable(
  'jam_entrants',
  {
    jamId: uuid('jam_id')
      .notNull()
      .references(() => jams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jamId, t.userId] }), index('jam_entrants_user_idx').on(t.userId)],
)

/** The looking-for-team board: one post per person per jam. */
export const jamTeamPosts = pgTable(
  'jam_team_posts',
  {
    jamId: uuid('jam_id')
      .notNull()
      .references(() => jams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    lookingFor: jsonb('looking_for').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jamId, t.userId] })],
)

/**
 * Theme ideas while a jam is upcoming. `slot` (1–3) makes "at most three per person" a constraint;
 * `folded` (lower-cased, trimmed) makes duplicates a constraint.
 */
export const jamThemes = pgTable(
  'jam_themes',
  {
    id: uuid('id').primaryKey(),
    jamId: uuid('jam_id')
      .notNull()
      .references(() => jams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    text: text('text').notNull(),
    folded: text('folded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jam_themes_folded_key').on(t.jamId, t.folded),
    uniqueIndex('jam_themes_slot_key').on(t.jamId, t.userId, t.slot),
    check('jam_themes_slot_range', sql`${t.slot} between 1 and 3`),
    check('jam_themes_text_length', sql`char_length(${t.text}) between 1 and 60`),
  ],
)

/** One vote per person per idea: 1, 0 or -1. */
export const jamThemeVotes = pgTable(
  'jam_theme_votes',
  {
    themeId: uuid('theme_id')
      .notNull()
      .references(() => jamThemes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.userId] }), check('jam_theme_votes_value', sql`${t.vote} in (-1, 0, 1)`)],
)

/**
 * A game entered in a jam (a game enters one jam at most). `build_id` follows the game's accepted
 * builds only until the end of grace (the statement that accepts a build compares the jam's times
 * with now()), so from then on it is the frozen jam version and later builds are post-jam.
 */
export const jamEntries = pgTable(
  'jam_entries',
  {
    id: uuid('id').primaryKey(),
    jamId: uuid('jam_id')
      .notNull()
      .references(() => jams.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    buildId: uuid('build_id').references(() => gameBuilds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jam_entries_game_key').on(t.gameId),
    // The target of the composite keys below: a rating names its jam and entry together.
    unique('jam_entries_jam_id_key').on(t.jamId, t.id),
  ],
)

/** The people of an entry (its game's accepted credits when entered); one entry per person per jam. */
export const jamEntryMembers = pgTable(
  'jam_entry_members',
  {
    entryId: uuid('entry_id').notNull(),
    jamId: uuid('jam_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.userId] }),
    uniqueIndex('jam_entry_members_one_entry').on(t.jamId, t.userId),
    unique('jam_entry_members_key').on(t.jamId, t.userId, t.entryId),
    foreignKey({ columns: [t.jamId, t.entryId], foreignColumns: [jamEntries.jamId, jamEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.jamId, t.userId], foreignColumns: [jamEntrants.jamId, jamEntrants.userId] }).onDelete(
      'cascade',
    ),
  ],
)

/**
 * One score per rater, entry and category. The rater rates as a member of their own entry
 * (`rater_entry_id`, a composite key into jam_entry_members), never that entry itself, and only
 * entries of the same jam: constraints, not only checks in code (docs/jams.md#rating).
 */
export const jamRatings = pgTable(
  'jam_ratings',
  {
    jamId: uuid('jam_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    raterId: uuid('rater_id').notNull(),
    raterEntryId: uuid('rater_entry_id').notNull(),
    category: text('category').notNull(),
    score: smallint('score').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.raterId, t.entryId, t.category] }),
    index('jam_ratings_entry_idx').on(t.jamId, t.entryId),
    check('jam_ratings_score_range', sql`${t.score} between 1 and 5`),
    check('jam_ratings_not_own_entry', sql`${t.entryId} <> ${t.raterEntryId}`),
    foreignKey({ columns: [t.jamId, t.entryId], foreignColumns: [jamEntries.jamId, jamEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.jamId, t.raterId, t.raterEntryId],
      foreignColumns: [jamEntryMembers.jamId, jamEntryMembers.userId, jamEntryMembers.entryId],
    }).onDelete('cascade'),
  ],
)

/** The audience award: one vote per person checked in at the showcase event. */
export const jamAudienceVotes = pgTable(
  'jam_audience_votes',
  {
    jamId: uuid('jam_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jamId, t.userId] }),
    foreignKey({ columns: [t.jamId, t.entryId], foreignColumns: [jamEntries.jamId, jamEntries.id] }).onDelete(
      'cascade',
    ),
  ],
)

/** The results, computed once by whichever server gets there first and never changed (insert … on conflict do nothing). */
export const jamResults = pgTable('jam_results', {
  jamId: uuid('jam_id')
    .primaryKey()
    .references(() => jams.id, { onDelete: 'cascade' }),
  results: jsonb('results').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export type JamRow = typeof jams.$inferSelect
