/**
 * What a committee member may put in each section of the content (docs/api.md#content): the API
 * refuses anything outside these with a 422 naming the field, and /admin → Content says the same
 * limits in its form. Text limits count characters as people see them (decision 0210) after the
 * text is trimmed.
 */

/** An inclusive range: `min` to `max` characters, entries or units. */
export interface Range {
  min: number
  max: number
}

export const CONTENT_LIMITS = {
  about: {
    counters: { min: 1, max: 6 },
    counter: {
      label: { min: 1, max: 40 },
      value: { min: 0, max: 1_000_000 },
      suffix: { min: 0, max: 3 },
    },
    activities: { min: 1, max: 8 },
    activity: {
      title: { min: 1, max: 60 },
      text: { min: 1, max: 300 },
    },
  },
  faculty: {
    entries: { min: 0, max: 12 },
    name: { min: 1, max: 100 },
    title: { min: 1, max: 100 },
    department: { min: 0, max: 150 },
  },
  faq: {
    entries: { min: 1, max: 30 },
    question: { min: 1, max: 200 },
    answer: { min: 1, max: 2_000 },
  },
  team: {
    /** Members per group; each group of TEAM_GROUPS at most once. */
    members: { min: 0, max: 60 },
    name: { min: 1, max: 100 },
  },
  gallery: {
    entries: { min: 0, max: 60 },
    alt: { min: 1, max: 300 },
  },
  pastEvents: {
    entries: { min: 0, max: 30 },
    alt: { min: 1, max: 300 },
    title: { min: 1, max: 100 },
    date: { min: 1, max: 40 },
  },
  /** Any link (https only): long enough for a form's address with its parameters. */
  link: { min: 0, max: 2_000 },
} as const satisfies Record<string, unknown>

/** A picture sent as a data URL: PNG, JPEG, GIF or WebP, at most this many bytes decoded (a phone's photo). */
export const CONTENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024

/** How wide a stored picture is made (WebP, never enlarged): team and faculty photos are cropped square. */
export const CONTENT_PICTURE_WIDTH = { portrait: 640, photo: 1600 } as const

/**
 * A content save may carry several pictures as data URLs (base64: 4/3 of their bytes), so its
 * body may be this large; every other request keeps REQUEST_BODY_MAX_BYTES (plugins/body.ts).
 */
export const CONTENT_BODY_MAX_BYTES = 24 * 1024 * 1024

/** The path of the content saves: PUT /api/admin/content/:section. */
export const CONTENT_SAVE_PATH = '/api/admin/content/'

/** What a save answers with 412 when someone else saved since the editor was opened. */
export const CONTENT_CHANGED_MESSAGE =
  'The content was changed by someone else since you opened it. Reload to see their changes.'

/** The content's ETag for a version: `"content-<version>"`; If-Match takes the same. */
export const contentEtag = (version: number) => `"content-${version}"`
