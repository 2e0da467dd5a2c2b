import { DEFAULT_TEAM } from '../../../../api/src/shared/content/team'
import { useContentSection } from '../../content/site-content'
import { MemberCard } from './MemberCard'
import './team.css'

/**
 * The team, group by group in the order of TEAM_GROUPS (the server keeps them in that order);
 * empty groups are left out. /team shows it, and /admin → Content previews a draft with it.
 * `idPrefix` keeps the headings' ids apart when both are on one page.
 */
export function TeamGroups({ idPrefix = 'team' }: { idPrefix?: string }) {
  const team = useContentSection('team', DEFAULT_TEAM)
  return team
    .filter(({ members }) => members.length > 0)
    .map(({ group, members }) => {
      const headingId = `${idPrefix}-${group.toLowerCase().replaceAll(' ', '-')}`
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
    })
}
