/** Every section's default together: what a fresh install shows (the server's fallback). */
import { DEFAULT_ABOUT } from './about'
import { DEFAULT_FACULTY } from './faculty'
import { DEFAULT_FAQ } from './faq'
import { DEFAULT_GALLERY } from './gallery'
import { DEFAULT_LINKS } from './links'
import { DEFAULT_PAST_EVENTS } from './past-events'
import { DEFAULT_TEAM } from './team'
import type { SiteContentSections } from './types'

export const DEFAULT_CONTENT: SiteContentSections = {
  about: DEFAULT_ABOUT,
  faculty: DEFAULT_FACULTY,
  faq: DEFAULT_FAQ,
  team: DEFAULT_TEAM,
  gallery: DEFAULT_GALLERY,
  pastEvents: DEFAULT_PAST_EVENTS,
  links: DEFAULT_LINKS,
}
