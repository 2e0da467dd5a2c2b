import { Link } from '@tanstack/react-router'
import { DEFAULT_LINKS } from '../../../api/src/shared/content/links'
import type { Links } from '../../../api/src/shared/content/types'
import { useContentSection } from '../content/site-content'
import { InstallApp } from '../pwa/InstallApp'
import { ExternalLink } from './ExternalLink'
import { useGamesLink } from './games-link'
import { Icon } from './Icon'
import './site-footer.css'

/** The footer of every page: the club, its social links and the public pages. */
export function SiteFooter() {
  const gamesLink = useGamesLink()
  const links = useContentSection('links', DEFAULT_LINKS)
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
            {socialLinks(links).map((link) => (
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

/** The footer's social links, in this order, by their icon's name; one the committee left empty is not shown. */
const SOCIAL = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  discord: 'Discord',
  github: 'GitHub',
  youtube: 'YouTube',
}

const socialLinks = (links: Links) =>
  (Object.keys(SOCIAL) as (keyof typeof SOCIAL)[]).flatMap((network) =>
    links[network] ? [{ network, label: SOCIAL[network], url: links[network] }] : [],
  )
