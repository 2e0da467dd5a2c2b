/**
 * The club's content a committee edits at /admin → Content (docs/content.md; the API:
 * docs/api.md#content): what the landing page, /team, /gallery and the footer show. Each section's
 * default (what a fresh install shows) is in its own file here, so that a page's bundle carries
 * only the sections it shows; the server keeps the committee's edits (api/src/modules/content).
 */

/** docs/product.md#limits-and-constants: the roles a team member can hold. */
export const TEAM_ROLES = [
  'Chairman',
  'Vice-Chairman',
  'General Secretary',
  'Joint Secretary',
  'Game Dev',
  '3D Design',
  'PR',
  'Design',
  'Events',
  'Research',
  'WebDev',
] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** docs/product.md#public-pages: the groups of /team, in the order the page shows them. */
export const TEAM_GROUPS = [
  'Office Bearers',
  'Core Team',
  'Team Unreal',
  'Team Blender',
  'Team OverWatch',
  'Team OutReach',
  'Team Prototype',
  'Team Catalyst',
  'Team Scratch',
] as const
export type TeamGroup = (typeof TEAM_GROUPS)[number]

export const ACTIVITY_ICONS = ['controller', 'trophy', 'ticket', 'wrench'] as const
export type ActivityIcon = (typeof ACTIVITY_ICONS)[number]

export const CONTENT_SECTIONS = ['about', 'faculty', 'faq', 'team', 'gallery', 'pastEvents', 'links'] as const
export type ContentSection = (typeof CONTENT_SECTIONS)[number]

export interface Counter {
  label: string
  /** The number the counter climbs to. */
  value: number
  /** Shown right after the number, e.g. "+". */
  suffix: string
}

export interface Activity {
  title: string
  text: string
  icon: ActivityIcon
}

export interface About {
  counters: Counter[]
  activities: Activity[]
}

export interface FacultyMember {
  name: string
  /** Their role in the club, e.g. Faculty Coordinator. */
  title: string
  department: string
  /** A picture shipped with the site (/images/…) or one uploaded (/api/media/…). */
  photoUrl: string
}

export interface Faq {
  question: string
  answer: string
}

export interface TeamMember {
  name: string
  role: TeamRole
  /** Empty: the page shows the fallback picture. */
  photoUrl: string
  /** Full profile addresses (https); an empty one is not shown. */
  linkedin: string
  instagram: string
  github: string
}

export interface TeamGroupContent {
  group: TeamGroup
  members: TeamMember[]
}

export interface Photo {
  url: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  /** The picture's own pixel size: it reserves the space so the page does not jump. */
  width: number
  height: number
}

export interface PastEvent extends Photo {
  /** The event's name, shown under the photo. */
  title: string
  /** When it took place, as people say it, e.g. "March 2025". */
  date: string
}

/** The club's outside links; an empty social link is left out of the footer. */
export interface Links {
  /** The chat community: the hero's Join Community button and the Stay tuned block. */
  discord: string
  /** Where companies and studios apply to partner with the club. */
  partnerForm: string
  instagram: string
  linkedin: string
  github: string
  youtube: string
}

export interface SiteContentSections {
  about: About
  faculty: FacultyMember[]
  faq: Faq[]
  team: TeamGroupContent[]
  gallery: Photo[]
  pastEvents: PastEvent[]
  links: Links
}

export interface SiteContent extends SiteContentSections {
  /** Changes with every edit (0: nothing edited yet, the defaults). */
  version: number
}
