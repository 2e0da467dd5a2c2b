import { useDocumentTitle } from '../../components/use-document-title'
import { TeamGroups } from './TeamGroups'

/** /team (docs/product.md#public-pages): Meet Our Team, then the groups with their members. */
export function TeamPage() {
  useDocumentTitle('Meet Our Team')
  return (
    <div className="page">
      <header className="page-head">
        <p className="eyebrow">The people behind the club</p>
        <h1>Meet Our Team</h1>
        <p className="lead">
          Office bearers, leads and the teams that build, design, organise and ship everything we do.
        </p>
      </header>
      <TeamGroups />
    </div>
  )
}
