/**
 * The product's constants and the API's limits, in one place (docs/product.md#limits-and-constants).
 * The API validates with them and the PWA imports them (`@club/api/shared/constants`),
 * so a limit changed here changes on both sides.
 */

/** Minimum password length at sign-up (docs/product.md#accounts). */
export const PASSWORD_MIN_LENGTH = 6
/** Upper bound so a client cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256

/** docs/api.md#users: usernames are 3 to 30 letters, digits, `_`, `.` and `-`, with at least one letter or digit. */
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 30
export const USERNAME_PATTERN = '^(?=.*[A-Za-z0-9])[A-Za-z0-9_.-]{3,30}$'

export const EMAIL_MAX_LENGTH = 254

/** Graduation year range (docs/product.md#profile). */
export const GRADUATION_YEAR_MIN = 1900
export const GRADUATION_YEAR_MAX = 2100

/** Minimum EXP an event awards (docs/product.md#events). */
export const POINTS_AWARDED_MIN = 1
/** Sanity ceiling so a typo cannot grant a million EXP. */
export const POINTS_AWARDED_MAX = 10_000

/** docs/product.md#exp-levels-and-ranks: from this level on the UI shows "Max Level Reached!" (the server does not cap). */
export const MAX_LEVEL_SHOWN = 20

/** The app's request time-out (docs/product.md#limits-and-constants). */
export const REQUEST_TIMEOUT_MS = 10_000
/** How long registration messages stay on screen (docs/product.md#messages). */
export const REGISTRATION_SUCCESS_MESSAGE_MS = 5_000
export const REGISTRATION_ERROR_MESSAGE_MS = 8_000
/** Redirect delay after the profile is completed (docs/product.md#accounts). */
export const PROFILE_COMPLETE_REDIRECT_MS = 1_200

/** The event types (also the admin participation filter; docs/api.md#events). */
export const EVENT_TYPES = ['Hackathon', 'Designathon', 'Gameathon', 'Game Tournament', 'Speaker Session'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** Images accepted for events and profile pictures (docs/api.md#conventions). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
/** At most 2 MiB decoded (docs/api.md#conventions). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
/**
 * Any request body above this is refused with 413 before it is read: a 2 MiB image is
 * about 2.7 MiB as base64, plus the other fields.
 */
export const REQUEST_BODY_MAX_BYTES = 4 * 1024 * 1024
/** Request headers above this are refused with 431 (Bun's own default limit). */
export const REQUEST_HEADERS_MAX_BYTES = 16 * 1024
/** JSON bodies nested deeper than this are refused before validation. */
export const REQUEST_BODY_MAX_DEPTH = 32

/** New images (bytes not stored yet) one account may upload in a window (docs/decisions/0114). */
export const IMAGE_UPLOADS_PER_ACCOUNT = 20
export const IMAGE_UPLOAD_WINDOW_MINUTES = 60
/** An image nothing refers to is swept after this long (an upload being referenced is never lost). */
export const MEDIA_GRACE_MINUTES = 60

/** Event dates outside these years are typos (and outside what PostgreSQL can store at the far ends). */
export const EVENT_YEAR_MIN = 2000
export const EVENT_YEAR_MAX = 2100

/** Free-text field limits. */
export const EVENT_NAME_MAX_LENGTH = 120
export const EVENT_DESCRIPTION_MAX_LENGTH = 5_000
export const EVENT_LOCATION_MAX_LENGTH = 200
export const BIO_MAX_LENGTH = 500
export const PROFILE_FIELD_MAX_LENGTH = 100

/**
 * Login throttling (docs/product.md#accounts, docs/decisions/0111): password checks per account
 * and address, and per account from anywhere, in one window. An address alone is never limited.
 */
export const LOGIN_WINDOW_MINUTES = 15
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 10
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 100

/** Links mailed to people (docs/api.md#auth): how long they work, and how often one account gets one. */
export const VERIFY_EMAIL_LINK_HOURS = 24
export const RESET_PASSWORD_LINK_MINUTES = 60
export const MAIL_PER_ACCOUNT_PER_MINUTE = 1
export const MAIL_PER_ACCOUNT_PER_HOUR = 5

/**
 * The contact form (docs/api.md#contact): its fields' limits in characters, shared by the form and
 * the API; and how many messages one sender's email, and one network address, may send an hour.
 * A campus shares one address, so its limit is the looser one.
 */
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 3
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 30
/** The meta tag of index.html naming an external form service (CONTACT_FORM_URL), when one is set. */
export const CONTACT_FORM_META = 'club-contact-form'

/** The name the club signs its messages and its calendars with. */
export const CLUB_NAME = 'GameDev Club'

/** Session length. */
export const TOKEN_LIFETIME = '7d'

/** The fields /complete-profile requires, in the order the form shows them (docs/product.md#accounts). */
export const PROFILE_COMPLETION_FIELDS = [
  'username',
  'college',
  'graduationYear',
  'course',
  'enrollmentNumber',
  'phoneNumber',
  'branch',
] as const

/** Event capacity (docs/product.md#registrations-and-waitlists): null is unlimited. */
export const CAPACITY_MIN = 1
export const CAPACITY_MAX = 100_000

/** When an event's EXP is added: on registering (the default, as the old site did) or at check-in. */
export const EXP_ON = ['registration', 'attendance'] as const
export type ExpOn = (typeof EXP_ON)[number]

/** A registration's state; cancelled ones stay in the database as history and are never listed. */
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** Why an EXP ledger entry exists (docs/product.md#exp-levels-and-ranks). */
export const EXP_REASONS = [
  'event_registration',
  'attendance',
  'unregistration',
  'adjustment',
  'jam_participation',
  'jam_placement',
] as const
export type ExpReason = (typeof EXP_REASONS)[number]
/** The reasons a jam's results pay (docs/jams.md): each at most once per person and jam. */
export const EXP_JAM_REASONS = ['jam_participation', 'jam_placement'] as const satisfies readonly ExpReason[]
/** The reasons that pay an event's EXP: one of them at most per registration. */
export const EXP_AWARD_REASONS = ['event_registration', 'attendance'] as const satisfies readonly ExpReason[]

/** Admin EXP adjustments: a non-zero whole number up to this size, with a note. */
export const EXP_ADJUSTMENT_MAX = 1_000_000_000
export const EXP_NOTE_MAX_LENGTH = 200
/** users.exp is a PostgreSQL integer: no award or adjustment may take it past this. */
export const EXP_MAX = 2 ** 31 - 1

/** The leaderboard (docs/api.md#leaderboard): a page is 50 rows unless asked, at most 100. */
export const LEADERBOARD_PAGE_SIZE = 50
export const LEADERBOARD_LIMIT_MAX = 100
/** The largest offset accepted (a PostgreSQL integer; far past any club's membership). */
export const LEADERBOARD_OFFSET_MAX = 2 ** 31 - 1

/**
 * Calendars (docs/api.md#calendars): an event with no end lasts this long in a calendar. The check-in
 * window assumes a longer one (EVENT_DEFAULT_LENGTH_MS) so that an event that overruns turns nobody away.
 */
export const CALENDAR_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000
/** The reminder calendar files carry, before the start. */
export const CALENDAR_ALARM_BEFORE_MINUTES = 60
/** The club feed keeps an event (a cancelled one too) until this many days after its date. */
export const CLUB_FEED_DAYS_PAST = 30

/** Check-in at the door (docs/product.md#check-in-at-the-door). */
/** The window opens this long before the event's date… */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * 60_000
/** …and closes this long after its end (endsAt, or date + EVENT_DEFAULT_LENGTH_MS without one). */
export const CHECK_IN_CLOSES_AFTER_MS = 60 * 60_000
export const EVENT_DEFAULT_LENGTH_MS = 4 * 60 * 60_000
/** A scan made offline inside the window is accepted when it arrives up to this long after it closed. */
export const OFFLINE_SCAN_GRACE_MS = 24 * 60 * 60_000
/** A scannedAt further ahead of the server's clock than this is refused (a scanner with a wrong clock). */
export const SCANNED_AT_MAX_AHEAD_MS = 2 * 60_000
/** A scan's nonce (its idempotency key): any printable text up to this long; a UUID is ideal. */
export const CHECK_IN_NONCE_MAX_LENGTH = 128
/** Tickets are 43 characters; anything longer than this is not worth looking up. */
export const TICKET_MAX_LENGTH = 200
/**
 * The short code under a ticket's QR code: the ticket's first this many letters and digits (60
 * bits), typed at the door instead of scanning; the scanner and the API cut it the same way.
 */
export const TICKET_SHORT_CODE_LENGTH = 10
/** The self check-in code: this many characters, a new one every period, accepted one period longer. */
export const CHECK_IN_CODE_LENGTH = 6
export const CHECK_IN_CODE_PERIOD_MS = 60_000
/**
 * Codes one student may try at one event in a window (decision 0195): enough for a few typos,
 * while guessing one of the two live codes out of 31^6 stays hopeless.
 */
export const CHECK_IN_CODE_ATTEMPTS = 10
export const CHECK_IN_CODE_WINDOW_MINUTES = 5
/** No 0/O, 1/I/L: a code read off a projector at the back of a hall is typed right. */
export const CHECK_IN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** Games (docs/api.md#games). */
export const GAME_STATUSES = ['draft', 'published', 'hidden'] as const
export type GameStatus = (typeof GAME_STATUSES)[number]
export const GAME_TITLE_MAX_LENGTH = 80
export const GAME_TAGLINE_MAX_LENGTH = 140
export const GAME_DESCRIPTION_MAX_LENGTH = 5000
export const GAME_ENGINE_MAX_LENGTH = 40
export const GAME_ROLE_MAX_LENGTH = 40
export const GAME_TAG_MAX_LENGTH = 24
export const GAME_TAGS_MAX = 8
export const GAME_LINKS_MAX = 8
export const GAME_LINK_LABEL_MAX_LENGTH = 40
export const GAME_LINK_URL_MAX_LENGTH = 500
export const GAME_SCREENSHOTS_MAX = 8
export const GAMES_PAGE_DEFAULT = 24
export const GAMES_PAGE_MAX = 50
export const GAME_DEFAULT_WIDTH = 960
export const GAME_DEFAULT_HEIGHT = 600

/** Builds (docs/api.md#games): the limits a zip is checked against, and what a refusal says. */
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024
/** Where builds are uploaded with tus (the API and the PWA's uploader). */
export const UPLOADS_PATH = '/api/uploads'
/** A tus request: its body is raw bytes, streamed to disk by the upload server with its own limit. */
export const isUploadPath = (pathname: string) => pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`)
export const BUILD_MAX_FILES = 1000
export const BUILD_FILE_MAX_BYTES = 100 * 1024 * 1024
export const BUILD_UNPACKED_MAX_BYTES = 500 * 1024 * 1024
export const BUILD_MAX_RATIO = 100
/**
 * The PWA sends a build in requests of at most this many bytes (tus PATCHes): a dropped connection
 * costs at most one chunk, and the server holds at most about one chunk of a request in memory
 * while it goes to disk (decision 0228).
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024
/** An unfinished upload untouched this long is removed. */
export const UPLOAD_EXPIRY_MINUTES = 60
/**
 * A build no game shows any more (replaced, or its game deleted), and a stored file no build lists,
 * is removed by the sweep once this old: longer than any build takes from its files being kept to
 * its row being written, on whichever server shares STORAGE_DIR (decision 0253).
 */
export const BUILD_GRACE_MINUTES = 60
export const ZIP_REFUSAL_REASONS = [
  'not_a_zip',
  'no_index_html',
  'too_many_files',
  'file_too_large',
  'too_large_unpacked',
  'compression_ratio',
  'path_escape',
  'symlink',
] as const
export type ZipRefusalReason = (typeof ZIP_REFUSAL_REASONS)[number]
