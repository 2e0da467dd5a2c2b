/**
 * The club's outside links: the one place to change them. Every URL here is a placeholder until
 * the committee puts in the club's real ones (docs/content.md explains how). The contact form
 * needs no address: it reaches the admins' Inbox (or CONTACT_FORM_URL's service, when set).
 */

/** The chat community (Discord): the hero's Join Community button and the Stay tuned block. */
export const COMMUNITY_URL = 'https://discord.gg/gamedevclub'

/** Where companies and studios apply to partner with the club (a form the committee owns). */
export const PARTNER_URL = 'https://forms.gle/gamedevclub-partners'

export type SocialNetwork = 'instagram' | 'linkedin' | 'github' | 'discord' | 'youtube'

export interface SocialLink {
  network: SocialNetwork
  /** What a screen reader says and the tooltip shows, e.g. "Instagram". */
  label: string
  url: string
}

/** The footer's social links, in the order they are shown. */
export const SOCIAL_LINKS: SocialLink[] = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/gamedevclub' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/gamedevclub' },
  { network: 'discord', label: 'Discord', url: COMMUNITY_URL },
  { network: 'github', label: 'GitHub', url: 'https://github.com/gamedevclub' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@gamedevclub' },
]
