/** Time-ordered UUIDs (v7): unique across processes, index-friendly. */
export const newId = (): string => Bun.randomUUIDv7()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are checked before they reach SQL, so a malformed one is a 404, never a cast error. */
export const isUuid = (value: string): boolean => UUID.test(value)

const SLUG = /^[a-z0-9-]{1,100}$/i

/**
 * Whether a path's text could be a slug (games', jams': a-z, 0-9 and dashes): anything else, a NUL
 * byte included (PostgreSQL refuses it in text, a 500), matches nothing and is a 404 before SQL.
 */
export const couldBeSlug = (value: string): boolean => SLUG.test(value)
