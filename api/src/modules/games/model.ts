/** Games JSON and inputs (docs/api.md#games). */
import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import {
  GAME_DESCRIPTION_MAX_LENGTH,
  GAME_ENGINE_MAX_LENGTH,
  GAME_LINK_LABEL_MAX_LENGTH,
  GAME_LINK_URL_MAX_LENGTH,
  GAME_LINKS_MAX,
  GAME_ROLE_MAX_LENGTH,
  GAME_SCREENSHOTS_MAX,
  GAME_STATUSES,
  GAME_TAG_MAX_LENGTH,
  GAME_TAGLINE_MAX_LENGTH,
  GAME_TAGS_MAX,
  GAME_TITLE_MAX_LENGTH,
  GAMES_PAGE_MAX,
  ZIP_REFUSAL_REASONS,
} from '../../shared/constants'

export const GameStatus = t.UnionEnum(GAME_STATUSES, { default: undefined })

export const Credit = t.Object({
  userId: t.String(),
  username: t.String(),
  profilePicture: Nullable(t.String()),
  role: t.String(),
  accepted: t.Boolean(),
})

export const Build = t.Object({
  _id: t.String(),
  playUrl: t.String({ description: 'GAMES_ORIGIN/b/<build id>/<path of index.html>' }),
  width: t.Integer(),
  height: t.Integer(),
  sharedArrayBuffer: t.Boolean(),
  sizeBytes: t.Integer(),
  fileCount: t.Integer(),
  uploadedAt: t.String({ format: 'date-time' }),
})

export const Link = t.Object({ label: t.String(), url: t.String() })

export const Game = t.Object({
  _id: t.String(),
  slug: t.String(),
  title: t.String(),
  tagline: t.String(),
  description: t.String(),
  status: GameStatus,
  hiddenReason: Nullable(t.String({ description: 'Why an admin hid it; shown to its makers and admins only' })),
  coverUrl: Nullable(t.String()),
  screenshots: t.Array(t.String()),
  links: t.Array(Link),
  engine: Nullable(t.String()),
  tags: t.Array(t.String()),
  credits: t.Array(Credit),
  build: Nullable(Build),
  jam: Nullable(t.Object({ _id: t.String(), slug: t.String(), title: t.String() })),
  createdAt: t.String({ format: 'date-time' }),
  publishedAt: Nullable(t.String({ format: 'date-time' })),
})
export type Game = typeof Game.static

export const GameList = t.Object({ total: t.Integer(), games: t.Array(Game) })

const Text = (name: string, min: number, max: number) =>
  t.String({
    minLength: min,
    maxLength: max,
    ...(min > 0 ? { pattern: '\\S' } : {}),
    error: min > 0 ? `${name} is required (at most ${max} characters)` : `${name} must be at most ${max} characters`,
  })

const fields = {
  title: Text('title', 1, GAME_TITLE_MAX_LENGTH),
  tagline: Text('tagline', 0, GAME_TAGLINE_MAX_LENGTH),
  description: Text('description', 0, GAME_DESCRIPTION_MAX_LENGTH),
  engine: t.Union([t.String({ maxLength: GAME_ENGINE_MAX_LENGTH }), t.Null()], {
    error: `engine must be at most ${GAME_ENGINE_MAX_LENGTH} characters, or null`,
  }),
  tags: t.Array(t.String({ minLength: 1, maxLength: GAME_TAG_MAX_LENGTH, pattern: '\\S' }), {
    maxItems: GAME_TAGS_MAX,
    error: `tags: at most ${GAME_TAGS_MAX} tags of 1 to ${GAME_TAG_MAX_LENGTH} characters`,
  }),
  links: t.Array(
    t.Object({
      label: t.String({ minLength: 1, maxLength: GAME_LINK_LABEL_MAX_LENGTH, pattern: '\\S' }),
      url: t.String({ maxLength: GAME_LINK_URL_MAX_LENGTH, pattern: '^https?://[^\\s]+$' }),
    }),
    {
      maxItems: GAME_LINKS_MAX,
      error: `links: at most ${GAME_LINKS_MAX} links, each a label and an http(s) URL`,
    },
  ),
}

export const GameCreate = t.Object({
  title: fields.title,
  tagline: t.Optional(fields.tagline),
  description: t.Optional(fields.description),
  engine: t.Optional(fields.engine),
  tags: t.Optional(fields.tags),
  links: t.Optional(fields.links),
})
export type GameCreate = typeof GameCreate.static

export const GameUpdate = t.Object({
  title: t.Optional(fields.title),
  tagline: t.Optional(fields.tagline),
  description: t.Optional(fields.description),
  engine: t.Optional(fields.engine),
  tags: t.Optional(fields.tags),
  links: t.Optional(fields.links),
  coverImage: t.Optional(
    t.Union([t.String(), t.Null()], { error: 'coverImage must be an image data URL, the current cover URL, or null' }),
  ),
  screenshots: t.Optional(
    t.Array(t.String(), {
      maxItems: GAME_SCREENSHOTS_MAX,
      error: `screenshots: at most ${GAME_SCREENSHOTS_MAX}, each an image data URL or the URL of a current screenshot`,
    }),
  ),
  status: t.Optional(
    t.UnionEnum(GAME_STATUSES, { default: undefined, error: 'status must be draft, published or hidden' }),
  ),
  hiddenReason: t.Optional(
    t.Union([t.String({ maxLength: 500 }), t.Null()], { error: 'hiddenReason must be at most 500 characters' }),
  ),
})
export type GameUpdate = typeof GameUpdate.static

export const GameListQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 100 })),
  tag: t.Optional(t.String({ maxLength: GAME_TAG_MAX_LENGTH })),
  limit: t.Optional(
    t.Numeric({ minimum: 1, maximum: GAMES_PAGE_MAX, error: `limit must be a number from 1 to ${GAMES_PAGE_MAX}` }),
  ),
  offset: t.Optional(t.Numeric({ minimum: 0, error: 'offset must be a number from 0' })),
})

export const CreditInvite = t.Object({
  username: t.String({ minLength: 1, maxLength: 64, error: 'username is required' }),
  role: t.String({
    minLength: 1,
    maxLength: GAME_ROLE_MAX_LENGTH,
    pattern: '\\S',
    error: `role is required (at most ${GAME_ROLE_MAX_LENGTH} characters, e.g. "Art")`,
  }),
})

export const BuildCreate = t.Object({
  uploadId: t.String({
    minLength: 1,
    maxLength: 100,
    error: 'uploadId is required: the last part of the upload Location',
  }),
  width: t.Optional(t.Integer({ minimum: 100, maximum: 4096, error: 'width must be a whole number from 100 to 4096' })),
  height: t.Optional(
    t.Integer({ minimum: 100, maximum: 4096, error: 'height must be a whole number from 100 to 4096' }),
  ),
  sharedArrayBuffer: t.Optional(t.Boolean({ error: 'sharedArrayBuffer must be true or false' })),
})

export const BuildCreated = t.Object({ build: Build, game: Game })

/** A refused zip: the message a person reads, and the reason a program reads. */
export const ZipRefusal = t.Object({ message: t.String(), reason: t.UnionEnum(ZIP_REFUSAL_REASONS) })

export const IdParams = t.Object({ id: t.String() })
