import { Link } from '@tanstack/react-router'
import { SOCIAL_LINKS } from '../content/links'
import { InstallApp } from '../pwa/InstallApp'
import { ExternalLink } from './ExternalLink'
import { useGamesLink } from './games-link'
import { Icon } from './Icon'
import './site-footer.css'

/** The footer of every page: the club, its social links and the public pages. */
export function SiteFooter() {
  const gamesLink = useGamesLink()
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <p className="site-footer-name">GameDev Club</p>
          <p className="muted">The game development community of our campus in Delhi. Play, make, ship.</p>
          <InstallApp />
        </div>
        <nav aria-label="Social media">
          <ul className="social-links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.url} label={link.label} className="social-link">
                  <Icon name={link.network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer">
          <ul className="site-footer-links">
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/team">Team</Link>
            </li>
            <li>
              <Link to="/gallery">Gallery</Link>
            </li>
            <li>
              <Link to={gamesLink}>Games</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer-legal">© {new Date().getFullYear()} GameDev Club. Made on campus by Team Scratch.</p>
    </footer>
  )
}
