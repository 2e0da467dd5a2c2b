import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from './use-document-title'

/** Any address the app does not have: a title of its own in the tab (the layout keeps the footer). */
export function NotFound() {
  useDocumentTitle('Page not found')
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
