/** The game form's fields as typed, and what PUT /api/games/:id receives from them. */
export interface LinkRow {
  label: string
  url: string
}

export interface GameFormValues {
  title: string
  tagline: string
  description: string
  engine: string
  /** Comma-separated, as typed. */
  tags: string
  links: LinkRow[]
}

export const MAX_TAGS = 8
export const MAX_LINKS = 8
export const MAX_SCREENSHOTS = 8

/** "Puzzle, 2D,  puzzle" → ["Puzzle", "2D"]: trimmed, empty ones dropped, each once (any case). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const raw of text.split(',')) {
    const tag = raw.trim()
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags
}

/** What is wrong with the form before it is sent, or null. The server checks again. */
export function formProblem(values: GameFormValues): string | null {
  if (!values.title.trim()) return 'Give the game a title.'
  const tags = parseTags(values.tags)
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags.`
  if (tags.some((tag) => tag.length > 24)) return 'A tag is at most 24 characters.'
  const links = values.links.filter((link) => link.label.trim() || link.url.trim())
  if (links.length > MAX_LINKS) return `At most ${MAX_LINKS} links.`
  for (const link of links) {
    if (!link.label.trim()) return 'Every link needs a label.'
    if (!/^https?:\/\/\S+$/i.test(link.url.trim())) return `“${link.url.trim()}” is not an http(s) address.`
  }
  return null
}

/** The body of PUT /api/games/:id for the text fields. */
export function toBody(values: GameFormValues) {
  return {
    title: values.title.trim(),
    tagline: values.tagline.trim(),
    description: values.description.trim(),
    engine: values.engine.trim() || null,
    tags: parseTags(values.tags),
    links: values.links
      .filter((link) => link.label.trim() || link.url.trim())
      .map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  }
}
