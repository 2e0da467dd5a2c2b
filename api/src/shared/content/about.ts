/** The landing page's About section: the counters and the four things the club does (docs/product.md#limits-and-constants: 60+ team members, 1+ years, 200+ community members). */
import type { About } from './types'

export const DEFAULT_ABOUT: About = {
  counters: [
    {
      label: 'Team members',
      value: 60,
      suffix: '+',
    },
    {
      label: 'Years',
      value: 1,
      suffix: '+',
    },
    {
      label: 'Community members',
      value: 200,
      suffix: '+',
    },
  ],
  activities: [
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
  ],
}
