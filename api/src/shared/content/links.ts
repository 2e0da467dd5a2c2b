/** The club's outside links: placeholders until the committee puts in the real ones. */
import type { Links } from './types'

export const DEFAULT_LINKS: Links = {
  discord: 'https://discord.gg/gamedevclub',
  partnerForm: 'https://forms.gle/gamedevclub-partners',
  instagram: 'https://www.instagram.com/gamedevclub',
  linkedin: 'https://www.linkedin.com/company/gamedevclub',
  github: 'https://github.com/gamedevclub',
  youtube: 'https://www.youtube.com/@gamedevclub',
}
