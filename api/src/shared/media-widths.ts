/**
 * The widths a stored picture is served in (GET /api/media/:hash?w=…, docs/api.md#media): 96 and
 * 256 for avatars and small squares (36–128 CSS px at 1× and 2×), 640 for team and faculty
 * photos and cards, 800 and 1600 for covers and photos shown wide.
 */
export const MEDIA_WIDTHS = [96, 256, 640, 800, 1600] as const
export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

/**
 * How a size is cut (GET /api/media/:hash?w=…&crop=16x9, docs/api.md#media): '' as uploaded (its
 * proportions kept), '16x9' cut to 16:9 around what draws the eye, as game covers are shown.
 */
export type MediaCrop = '' | '16x9'
