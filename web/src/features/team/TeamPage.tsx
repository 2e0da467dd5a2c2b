import { DEFAULT_TEAM } from '../../../../api/src/shared/content/team'
import { useDocumentTitle } from '../../components/use-document-title'
import { useContentSection } from '../../content/site-content'
import { MemberCard } from './MemberCard'
import './team.css'

/**
 * /team (docs/product.md#public-pages): Meet Our Team, group by group in the order of
 * TEAM_GROUPS (the server keeps them in that order); empty groups are left out.
 */
export function TeamPage() {
  useDocumentTitle('Meet Our Team')
  const team = useContentSection('team', DEFAULT_TEAM)
  return (
    <div className="page">
      <header className="page-head">
        <p className="eyebrow">The people behind the club</p>
        <h1>Meet Our Team</h1>
        <p className="lead">
          Office bearers, leads and the teams that build, design, organise and ship everything we do.
        </p>
      </header>
      {team
        .filter(({ members }) => members.length > 0)
        .map(({ group, members }) => {
          const headingId = `team-${group.toLowerCase().replaceAll(' ', '-')}`
          return (
            <section key={group} className="team-group" aria-labelledby={headingId}>
              <h2 id={headingId}>{group}</h2>
              <ul className="member-grid">
                {members.map((member) => (
                  <li key={`${member.name} ${member.role}`}>
                    <MemberCard member={member} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
    </div>
  )
}
