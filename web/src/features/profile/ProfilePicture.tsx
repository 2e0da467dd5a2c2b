import { Avatar } from '../../components/Avatar'

/** The shared Avatar (initial on the accent colour when there is no picture), named for screen readers. */
export function ProfilePicture({ src, username, size }: { src: string | null; username: string; size: number }) {
  return (
    <span
      className="profile-picture"
      role="img"
      aria-label={src ? `Profile picture of ${username}` : `${username} has no profile picture`}
    >
      <Avatar src={src} name={username} size={size} />
    </span>
  )
}
