import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { clubTimeZoneLabel, formatDateTime } from '../../lib/dates'
import { PHASE_LABELS } from './clock'
import { jamsQuery } from './queries'
import './jams.css'

/**
 * /jams (docs/product.md#jams): every jam, newest first (the API's order), each with its phase and
 * its dates on the club's clock. Saved on the device, so it opens offline once seen.
 */
export function JamsPage() {
  useDocumentTitle('Game jams')
  const jams = useQuery(jamsQuery())
  return (
    <div className="page jams-page">
      <header className="jams-head">
        <p className="eyebrow">Make a game in a weekend</p>
        <h1>Game jams</h1>
        <p className="lead">
          A theme, a deadline, a team if you like: make a game, then play and rate everyone else’s. Times are{' '}
          {clubTimeZoneLabel()}, the club’s time zone.
        </p>
      </header>
      {jams.data && <LastUpdated query={jams} />}
      {jams.isPending ? (
        <p className="muted" aria-busy="true">
          Loading jams…
        </p>
      ) : jams.data ? (
        jams.data.length === 0 ? (
          <p className="muted" role="status">
            No jams yet. The next one will be announced here and on <Link to="/events">the events page</Link>.
          </p>
        ) : (
          <ul className="jam-list">
            {jams.data.map((jam) => (
              <li key={jam._id} className="card jam-card">
                <p className={`jam-phase phase-${jam.phase}`}>{PHASE_LABELS[jam.phase]}</p>
                <h2>
                  <Link to="/jams/$slug" params={{ slug: jam.slug }}>
                    {jam.title}
                  </Link>
                </h2>
                {jam.theme && <p className="jam-card-theme">Theme: {jam.theme}</p>}
                <dl className="jam-dates">
                  <dt>Starts</dt>
                  <dd>{formatDateTime(jam.startsAt)}</dd>
                  <dt>Submissions close</dt>
                  <dd>{formatDateTime(jam.submissionsCloseAt)}</dd>
                  <dt>Voting closes</dt>
                  <dd>{formatDateTime(jam.votingClosesAt)}</dd>
                </dl>
                <p className="muted">
                  {jam.counts.entrants} {jam.counts.entrants === 1 ? 'entrant' : 'entrants'} · {jam.counts.entries}{' '}
                  {jam.counts.entries === 1 ? 'entry' : 'entries'}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : (
        <LoadFailed message="Failed to load jams." query={jams} />
      )}
    </div>
  )
}
