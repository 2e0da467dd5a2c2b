import { DEFAULT_LINKS } from '../../../../api/src/shared/content/links'
import { ExternalLink } from '../../components/ExternalLink'
import { useContentSection } from '../../content/site-content'

export function Hero() {
  const links = useContentSection('links', DEFAULT_LINKS)
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-backdrop" aria-hidden="true" />
      <div className="hero-inner">
        <p className="eyebrow">Game Development Club · Delhi</p>
        <h1 id="hero-title" className="hero-title">
          Press start on <span className="hero-highlight">making games</span>
        </h1>
        <p className="lead">
          The campus community for everyone who plays games and wants to build them: gameathons, contests, events and
          workshops, from your first sprite to your first shipped build.
        </p>
        <div className="hero-actions">
          <ExternalLink href={links.discord} className="button large" arrow>
            Join Community
          </ExternalLink>
          <ExternalLink href={links.partnerForm} className="button large ghost" arrow>
            Become Partner
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}
