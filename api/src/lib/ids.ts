/** Time-ordered UUIDs (v7): unique across processes, index-friendly. */
export const newId = (): string => Bun.randomUUIDv7()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are checked before they reach SQL, so a malformed one is a 404, never a cast error. */
export const isUuid = (value: string): boolean => UUID.test(value)
