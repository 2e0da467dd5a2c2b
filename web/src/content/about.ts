/** The landing page's About section: the counters and the four things the club does. */

export interface Counter {
  /** The number the counter climbs to. */
  value: number
  /** Shown right after the number, e.g. "+". */
  suffix: string
  label: string
}

/** docs/product.md#limits-and-constants: 60+ team members, 1+ years, 200+ community members. */
export const COUNTERS: Counter[] = [
  { value: 60, suffix: '+', label: 'Team members' },
  { value: 1, suffix: '+', label: 'Years' },
  { value: 200, suffix: '+', label: 'Community members' },
]

export type ActivityIcon = 'controller' | 'trophy' | 'ticket' | 'wrench'

export interface Activity {
  title: string
  text: string
  icon: ActivityIcon
}

export const ACTIVITIES: Activity[] = [
  {
    title: 'Gameathons',
    text: 'Build a playable game in a weekend with a team, a theme revealed at the start and mentors on call.',
    icon: 'controller',
  },
  {
    title: 'Contests',
    text: 'Pixel-art challenges, level-design duels and esports brackets, with EXP and bragging rights to win.',
    icon: 'trophy',
  },
  {
    title: 'Events',
    text: 'Launch nights, LAN sessions and talks by developers who have shipped games people play.',
    icon: 'ticket',
  },
  {
    title: 'Workshops',
    text: 'Hands-on sessions in Unreal, Unity, Blender and game design, from your first scene to your first build.',
    icon: 'wrench',
  },
]
