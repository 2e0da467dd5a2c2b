import type { UserJson } from '../../session/profile-query'
import { useLogout } from '../../session/use-session'
import { ExpProgress } from './ExpProgress'
import { ProfilePicture } from './ProfilePicture'

/** docs/product.md#profile: picture, username, rank, bio, email, level and the EXP bar, with Edit Profile and Logout. */
export function UserCard({
  user,
  notice,
  onEdit,
}: {
  user: UserJson
  /** "Profile updated successfully!" after a save, announced politely. */
  notice: string | null
  onEdit: () => void
}) {
  const logout = useLogout()
  return (
    <section className="card user-card" aria-labelledby="profile-name">
      <ProfilePicture src={user.profilePicture} username={user.username} size={112} />
      <p className="eyebrow user-rank">{user.rank}</p>
      <h1 id="profile-name" className="user-name">
        {user.username}
      </h1>
      <p className="user-email">{user.email}</p>
      {user.bio ? (
        <p className="user-bio">{user.bio}</p>
      ) : (
        <p className="user-bio muted">No bio yet: tell the club what you play or make with Edit Profile.</p>
      )}
      <dl className="user-stats">
        <div>
          <dt>Level</dt>
          <dd>{user.level}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd>{user.rank}</dd>
        </div>
        <div>
          <dt>Total EXP</dt>
          <dd>{user.exp}</dd>
        </div>
      </dl>
      <ExpProgress exp={user.exp} />
      <div className="user-actions">
        <button type="button" className="button" onClick={onEdit}>
          Edit Profile
        </button>
        <button type="button" className="button ghost" onClick={logout}>
          Logout
        </button>
      </div>
      <div role="status" className="user-notice">
        {notice && <p className="alert success">{notice}</p>}
      </div>
    </section>
  )
}
