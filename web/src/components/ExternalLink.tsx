import type { ReactNode } from 'react'
import { Icon } from './Icon'

/**
 * A link to another site. It opens in a new tab, and says so to screen readers; `label` replaces
 * the visible words as the accessible name (for icon-only links).
 */
export function ExternalLink({
  href,
  children,
  className,
  label,
  arrow = false,
}: {
  href: string
  children: ReactNode
  className?: string
  label?: string
  arrow?: boolean
}) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
      title={label}
    >
      {children}
      {arrow && <Icon name="external" />}
      {!label && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}
