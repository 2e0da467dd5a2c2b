import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../components/use-document-title'
import './auth.css'

/** The frame of the sign-in screens: a narrow column, an eyebrow, the heading and a short intro. */
export function AuthLayout({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <section className="page narrow auth-page" aria-labelledby="auth-title">
      <p className="eyebrow">{eyebrow}</p>
      <h1 id="auth-title">{title}</h1>
      {intro && <p className="auth-intro">{intro}</p>}
      {children}
    </section>
  )
}
