import type { TeamMember } from '../../../../api/src/shared/content/types'
import { ExternalLink } from '../../components/ExternalLink'
import { Icon } from '../../components/Icon'
import { pictureProps } from '../../lib/picture'
import { useImageFailure } from '../../lib/use-image-failure'
import './team.css'

/** docs/product.md#public-pages: shown when a member has no photo or it fails to load. */
export const FALLBACK_PHOTO = '/images/team/fallback.svg'

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'github', label: 'GitHub' },
] as const

function MemberPhoto({ member }: { member: TeamMember }) {
  const { failed, imageProps } = useImageFailure()
  const missing = !member.photoUrl || failed
  return (
    <img
      className="member-photo"
      {...(missing ? { src: FALLBACK_PHOTO } : pictureProps(member.photoUrl, { widths: [256, 640], sizes: '160px' }))}
      alt={missing ? `No photo of ${member.name}` : `Portrait of ${member.name}`}
      width="160"
      height="160"
      loading="lazy"
      decoding="async"
      {...imageProps}
    />
  )
}

export function MemberCard({ member }: { member: TeamMember }) {
  const links = NETWORKS.flatMap((network) => {
    const url = member[network.key]
    return url ? [{ ...network, url }] : []
  })
  return (
    <article className="member-card">
      <MemberPhoto member={member} />
      <h3>{member.name}</h3>
      <p className="member-role">{member.role}</p>
      {links.length > 0 && (
        <ul className="member-links">
          {links.map((link) => (
            <li key={link.key}>
              <ExternalLink href={link.url} label={`${member.name} on ${link.label}`} className="member-link">
                <Icon name={link.key} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
