import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useLogout, useSession } from '../session/use-session'
import { Avatar } from './Avatar'
import { useGamesLink } from './games-link'

const LINKS = [
  { to: '/about', label: 'ABOUT' },
  { to: '/events', label: 'EVENTS' },
  { to: '/leaderboard', label: 'LEADERBOARD' },
  // GAMES: /stay-tuned until the first game is published (useGamesLink).
  { to: 'games', label: 'GAMES' },
  { to: '/team', label: 'TEAMS' },
  { to: '/gallery', label: 'GALLERY' },
] as const

export function Navbar() {
  const { user, isAdmin, token } = useSession()
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const gamesLink = useGamesLink()
  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname])
  const toggle = useRef<HTMLButtonElement>(null)
  // Escape closes the open phone menu and gives the focus back to its button (WAI-ARIA disclosure).
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link to="/" className="brand" aria-label="GameDev Club home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>GameDev Club</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="nav-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true" className="menu-icon" />
        </button>
        <div id="nav-menu" className={open ? 'nav-menu open' : 'nav-menu'}>
          <ul className="nav-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to === 'games' ? gamesLink : link.to}
                  activeProps={{ 'aria-current': 'page', className: 'active' }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {isAdmin && (
              <li>
                {/* In capitals like its neighbours (docs/product.md#navigation). */}
                <Link to="/admin" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                  ADMIN
                </Link>
              </li>
            )}
          </ul>
          <div className="nav-account">
            {token ? (
              <>
                {/* The name says what the link shows (the username) and where it goes (WCAG 2.5.3). */}
                <Link to="/profile" className="nav-profile">
                  <Avatar src={user?.profilePicture ?? null} name={user?.username ?? ''} size={32} />
                  <span>
                    {user?.username ?? 'Profile'}
                    {user && <span className="sr-only"> (your profile)</span>}
                  </span>
                </Link>
                <button type="button" className="button ghost nav-logout" onClick={logout}>
                  Logout
                </button>
              </>
            ) : (
              <Link to="/login" className="button small">
                Login
              </Link>
            )}
          </div>
        </div>
      </nav>
    </header>
  )
}
