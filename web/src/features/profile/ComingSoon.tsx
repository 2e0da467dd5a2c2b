import { Link } from '@tanstack/react-router'

/** docs/product.md#profile: Recently played, a placeholder that points to the games page to come. */
function RecentlyPlayed() {
  return (
    <section className="card profile-section coming-soon" aria-labelledby="recently-played-title">
      <h2 id="recently-played-title">Recently played</h2>
      <p className="muted">The games our members make will show up here once you play them.</p>
      <Link to="/stay-tuned" className="button ghost small">
        See what is coming
      </Link>
    </section>
  )
}

/** docs/product.md#profile: Friend List, a placeholder reading Stay tuned. */
function FriendList() {
  return (
    <section className="card profile-section coming-soon" aria-labelledby="friend-list-title">
      <h2 id="friend-list-title">Friend List</h2>
      <p className="stay-tuned-label">Stay tuned</p>
    </section>
  )
}

/** The two placeholders side by side. */
export function ComingSoon() {
  return (
    <div className="profile-placeholders">
      <RecentlyPlayed />
      <FriendList />
    </div>
  )
}
