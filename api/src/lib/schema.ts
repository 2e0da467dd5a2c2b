/** Schema pieces the modules' models share. */
import { t } from 'elysia'

/**
 * A schema or null, as `anyOf: [schema, null]`. Elysia's t.Nullable adds `nullable: true` to it, an
 * OpenAPI 3.0 word that JSON Schema (the 3.1 document, its validators) does not know.
 */
export const Nullable = <T extends Parameters<typeof t.Nullable>[0]>(schema: T) => t.Union([schema, t.Null()])
