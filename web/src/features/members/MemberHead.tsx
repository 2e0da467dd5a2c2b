import { Avatar } from '../../components/Avatar'
import type { MemberJson } from './queries'

/**
 * A member's picture, username, and level and rank: the API sends both null for a member hidden
 * from the leaderboard, and then the line is left out (docs/product.md#member-pages).
 */
export function MemberHead({ member }: { member: Pick<MemberJson, 'username' | 'profilePicture' | 'level' | 'rank'> }) {
  return (
    <header className="member-head">
      <Avatar src={member.profilePicture} name={member.username} size={96} />
      <div>
        <p className="eyebrow">Club member</p>
        <h1>{member.username}</h1>
        {member.level !== null && member.rank !== null && (
          <p className="member-standing">
            Level {member.level} · {member.rank}
          </p>
        )}
      </div>
    </header>
  )
}
