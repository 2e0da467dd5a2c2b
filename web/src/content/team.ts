/**
 * The shape of the team page: its groups in order and the roles a member can have (docs/product.md#public-pages, docs/product.md#limits-and-constants).
 * The people themselves are in team-members.ts.
 */

/** docs/product.md#limits-and-constants: the roles a member can hold. */
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

export interface TeamMember {
  name: string
  role: TeamRole
  /**
   * A path under web/public, e.g. /images/team/jane-doe.webp: a square picture, at least 160×160.
   * Leave it out when there is none yet: the page shows the fallback picture.
   */
  photo?: string
  /** Full profile addresses; a link that is left out is not shown. */
  linkedin?: string
  instagram?: string
  github?: string
}
