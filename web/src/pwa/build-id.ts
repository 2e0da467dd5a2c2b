/**
 * The id of the running build (vite.config.ts defines __BUILD_ID__; the same id is in
 * <meta name="build-id">). The persisted query cache of another build is not reused.
 */
declare const __BUILD_ID__: string | undefined

export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development'
