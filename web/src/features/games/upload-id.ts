/** The upload's id: the last path segment of the address the tus creation answered (docs/api.md#games). */
export function uploadIdOf(url: string | null): string | null {
  if (!url) return null
  try {
    const segment = new URL(url, 'http://x').pathname.split('/').filter(Boolean).at(-1)
    return segment ? decodeURIComponent(segment) : null
  } catch {
    return null
  }
}
