import type { ZipRefusalReason } from '@club/api/shared/constants'

/**
 * Why the server refused a build's zip (POST /api/games/:id/build answers `422 { message, reason }`),
 * in words a maker can act on. An unknown reason (a newer server) shows the server's own message.
 */
export const REFUSAL_REASONS: Record<ZipRefusalReason, string> = {
  not_a_zip: 'This file is not a zip archive. Export your game for the web, then zip the folder.',
  no_index_html: 'index.html not found at the top of the zip (or inside one top folder).',
  too_many_files: 'The zip holds more than 1,000 files. Pack assets together and try again.',
  file_too_large: 'One file in the zip is larger than 100 MiB.',
  too_large_unpacked: 'Unpacked, the zip would take more than 500 MiB.',
  compression_ratio: 'The zip unpacks to more than 100 times its size, which is refused as a zip bomb.',
  path_escape: 'A file in the zip has a path that leaves its folder (absolute, “..”, or a drive letter).',
  symlink: 'The zip contains a symbolic link, which builds may not hold.',
}

export type RefusalReason = ZipRefusalReason

/** The sentence for a refusal: the reason's own, else the server's message, else a plain fallback. */
export function refusalSentence(reason: unknown, message?: string): string {
  if (typeof reason === 'string' && Object.hasOwn(REFUSAL_REASONS, reason))
    return REFUSAL_REASONS[reason as RefusalReason]
  return message?.trim() || 'The build was refused.'
}
