import { DEFAULT_LINKS } from '../../../../api/src/shared/content/links'
import { ExternalLink } from '../../components/ExternalLink'
import { Icon } from '../../components/Icon'
import { useContentSection } from '../../content/site-content'

/** docs/product.md#public-pages: a Stay tuned block that links to the chat community. */
export function StayTunedBlock() {
  const { discord } = useContentSection('links', DEFAULT_LINKS)
  return (
    <section className="section stay-tuned-block-wrap" aria-labelledby="stay-tuned-title">
      <div className="stay-tuned-block">
        <div>
          <p className="eyebrow">Loading next level</p>
          <h2 id="stay-tuned-title">Stay tuned</h2>
          <p>
            Games made by our members are on their way. Be the first to play them, test them and break them: hang out
            with us in the chat community.
          </p>
        </div>
        <ExternalLink href={discord} className="button" arrow>
          <Icon name="discord" />
          Join the chat community
        </ExternalLink>
      </div>
    </section>
  )
}
