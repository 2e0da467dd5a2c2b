import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="page narrow center">
      <p className="eyebrow">Error 404</p>
      <h1>Level not found</h1>
      <p>This page does not exist, or it moved. Let&apos;s get you back to the lobby.</p>
      <Link to="/" className="button">
        Back to home
      </Link>
    </section>
  )
}
