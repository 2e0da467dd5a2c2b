import { useDocumentTitle } from '../../components/use-document-title'
import { TEAM_GROUPS } from '../../content/team'
import { TEAM_MEMBERS } from '../../content/team-members'
import { MemberCard } from './MemberCard'
import './team.css'

/**
 * /team (docs/product.md#public-pages): Meet Our Team, group by group in the order of
 * TEAM_GROUPS; empty groups are left out.
 */
export function TeamPage() {
  useDocumentTitle('Meet Our Team')
  return (
    <div className="page">
      <header className="page-head">
        <p className="eyebrow">The people behind the club</p>
        <h1>Meet Our Team</h1>
        <p className="lead">
          Office bearers, leads and the teams that build, design, organise and ship everything we do.
        </p>
      </header>
      {TEAM_GROUPS.filter((group) => TEAM_MEMBERS[group].length > 0).map((group) => {
        const headingId = `team-${group.toLowerCase().replaceAll(' ', '-')}`
        return (
          <section key={group} className="team-group" aria-labelledby={headingId}>
            <h2 id={headingId}>{group}</h2>
            <ul className="member-grid">
              {TEAM_MEMBERS[group].map((member) => (
                <li key={member.name}>
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
