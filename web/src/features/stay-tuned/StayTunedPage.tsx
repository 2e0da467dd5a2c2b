import { Link } from '@tanstack/react-router'
import { DEFAULT_LINKS } from '../../../../api/src/shared/content/links'
import { ExternalLink } from '../../components/ExternalLink'
import { useDocumentTitle } from '../../components/use-document-title'
import { useContentSection } from '../../content/site-content'
import './stay-tuned.css'

/** The loading bar stops here, forever almost done (docs/product.md#public-pages). */
const PROGRESS = 98

/** /stay-tuned: the coming-soon page behind GAMES, with STAY TUNED and a loading indicator at 98%. */
export function StayTunedPage() {
  const { discord } = useContentSection('links', DEFAULT_LINKS)
  useDocumentTitle('Stay tuned')
  return (
    <div className="stay-tuned">
      <div className="stay-tuned-screen">
        <p className="eyebrow">Games · coming soon</p>
        <h1 className="stay-tuned-title" data-text="STAY TUNED">
          STAY TUNED
        </h1>
        <p className="stay-tuned-text">
          Our members&apos; games are almost ready to play. The last 2% is always the hardest.
        </p>
        <div className="loading">
          <div
            className="loading-bar"
            role="progressbar"
            aria-label="Loading games"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={PROGRESS}
          >
            <span className="loading-fill" style={{ width: `${PROGRESS}%` }} />
          </div>
          <p className="loading-label" aria-hidden="true">
            <span>Loading</span>
            <span>{PROGRESS}%</span>
          </p>
        </div>
        <div className="stay-tuned-actions">
          <ExternalLink href={discord} className="button" arrow>
            Get notified in the community
          </ExternalLink>
          <Link to="/" className="button ghost">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  )
}
