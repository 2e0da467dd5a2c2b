import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { NotFound } from '../../components/NotFound'
import { useDocumentTitle } from '../../components/use-document-title'
import { clubTimeZoneLabel, formatDateTime, formatTime } from '../../lib/dates'
import { closingSoon, countdownWords, PHASE_LABELS } from './clock'
import { EntriesList, enteringOpen, SubmitEntry, useMyEntry } from './Entries'
import { JamCountdown } from './JamCountdown'
import { type JamJson, jamQuery } from './queries'
import { RateGames } from './RateGames'
import { AudienceVote, Results } from './Results'
import { joinOpen, TakingPart } from './TakingPart'
import { TeamBoard } from './TeamBoard'
import { ThemeIdeas } from './ThemeIdeas'
import { useJamClock } from './use-jam-clock'
import './jams.css'

/** The jam as the device's saved list has it (the same JSON), so a jam seen on /jams opens offline. */
function fromSavedList(queryClient: QueryClient, slug: string) {
  const list = queryClient.getQueryState<JamJson[]>(jamKeys.list)
  const jam = list?.data?.find((item) => item.slug === slug)
  return jam ? { jam, updatedAt: list?.dataUpdatedAt } : undefined
}

/**
 * /jams/:slug (docs/product.md#jams): the jam's phase and the countdown to its next moment on the
 * server's clock, the theme from the start (the page asks for it when the countdown hits zero),
 * the rules and counts, then what a member can do in this phase.
 */
export function JamPage({ slug }: { slug: string }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...jamQuery(slug),
    initialData: () => fromSavedList(queryClient, slug)?.jam,
    initialDataUpdatedAt: () => fromSavedList(queryClient, slug)?.updatedAt,
  })
  const clock = useJamClock(query)
  useDocumentTitle(query.data?.title ?? 'Game jam')

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />
  if (!query.data)
    return (
      <div className="page jam-page">
        {query.isError ? <LoadFailed message="Failed to load the jam." query={query} /> : <p role="status">Loading…</p>}
      </div>
    )
  const jam = query.data
  // The answer's phase decides what the page offers (the API decides by it too); the clock's
  // phase only runs ahead of it for the moment until the answer of the new phase arrives.
  const phase = jam.phase
  return (
    <div className="page jam-page">
      <p className="jam-back">
        <Link to="/jams">← All jams</Link>
      </p>
      <LastUpdated query={query} />
      <header className="jam-head">
        <p className={`jam-phase phase-${clock.phase ?? phase}`}>{PHASE_LABELS[clock.phase ?? phase]}</p>
        <h1 id="jam-title">{jam.title}</h1>
        <ThemeLine jam={jam} />
      </header>
      {clock.next && <JamCountdown next={clock.next} now={clock.now} />}
      {closingSoon(jam, clock.now) && (
        <p className="alert info jam-closing" role="status">
          Submissions close in {countdownWords(Date.parse(jam.submissionsCloseAt) - clock.now)}, at{' '}
          {formatTime(jam.submissionsCloseAt)}. Submit your entry now; uploads of its build are taken for{' '}
          {jam.graceMinutes} minutes more.
        </p>
      )}
      {jam.description && <p className="jam-description">{jam.description}</p>}
      <div className="jam-columns">
        <JamRules jam={jam} />
        <JamSchedule jam={jam} />
      </div>
      <PhaseSections jam={jam} />
    </div>
  )
}

/** What a member can do in the jam's phase (the answer's phase, which the API decides by), then who takes part. */
function PhaseSections({ jam }: { jam: JamJson }) {
  const { mine } = useMyEntry(jam)
  return (
    <>
      {enteringOpen(jam) && <SubmitEntry jam={jam} />}
      {jam.phase === 'results' && <Results jam={jam} />}
      {jam.phase === 'voting' && <RateGames jam={jam} given={mine?.ratingsGiven} />}
      {jam.showcaseEventId && (jam.phase === 'voting' || jam.phase === 'results') && <AudienceVote jam={jam} />}
      <TakingPart jam={jam} />
      {jam.phase === 'upcoming' && jam.themeVoting && <ThemeIdeas jam={jam} />}
      {joinOpen(jam) && <TeamBoard jam={jam} />}
      {jam.phase !== 'upcoming' && <EntriesList jam={jam} />}
    </>
  )
}

/** Where the theme will come from (the API says so, never what it is). */
const THEME_SOURCE_WORDS = {
  organisers: ' The organisers have chosen it.',
  voting: ' It will be the idea with the most votes.',
  none: '',
} as const

/** The theme once the jam started (the API never sends it before); until then, when it comes. */
function ThemeLine({ jam }: { jam: JamJson }) {
  if (jam.theme)
    return (
      <p className="jam-theme" aria-live="polite">
        Theme: <strong>{jam.theme}</strong>
      </p>
    )
  return (
    <p className="jam-theme muted" aria-live="polite">
      {jam.phase === 'upcoming'
        ? `The theme is revealed at the start, ${formatDateTime(jam.startsAt)}.${THEME_SOURCE_WORDS[jam.themeSource ?? 'none']}`
        : 'The theme is on its way…'}
    </p>
  )
}

function JamRules({ jam }: { jam: JamJson }) {
  const [first, second, third] = jam.placementExp
  return (
    <section className="card jam-rules" aria-labelledby="jam-rules-title">
      <h2 id="jam-rules-title">Rules</h2>
      <ul>
        <li>
          {jam.maxTeamSize === 1 ? 'Solo entries only.' : `Alone or in a team of up to ${jam.maxTeamSize} people.`} The
          team is the game’s credits.
        </li>
        <li>Made during the jam: a game made before it starts is not an entry.</li>
        <li>
          Rated in {jam.categories.length === 1 ? 'one category' : `${jam.categories.length} categories`}:{' '}
          {jam.categories.join(', ')}.
        </li>
        <li>
          An entry needs {jam.minRatings} {jam.minRatings === 1 ? 'rating' : 'ratings'} during voting to be ranked:
          entrants rate each other’s games, so rate at least {jam.minRatings}.
        </li>
        <li>
          {jam.participationExp} EXP for taking part with an entry; {first}, {second} and {third} EXP for first, second
          and third Overall.
        </li>
      </ul>
      <p className="jam-counts">
        <span>
          <strong>{jam.counts.entrants}</strong> {jam.counts.entrants === 1 ? 'entrant' : 'entrants'}
        </span>
        <span>
          <strong>{jam.counts.entries}</strong> {jam.counts.entries === 1 ? 'entry' : 'entries'}
        </span>
        <span>
          <strong>{jam.counts.ratings}</strong> {jam.counts.ratings === 1 ? 'rating' : 'ratings'}
        </span>
      </p>
    </section>
  )
}

function JamSchedule({ jam }: { jam: JamJson }) {
  const graceEnds = Date.parse(jam.submissionsCloseAt) + jam.graceMinutes * 60_000
  return (
    <section className="card jam-schedule" aria-labelledby="jam-schedule-title">
      <h2 id="jam-schedule-title">Schedule ({clubTimeZoneLabel(jam.startsAt)})</h2>
      <dl className="jam-dates">
        <dt>Theme revealed, jam starts</dt>
        <dd>{formatDateTime(jam.startsAt)}</dd>
        <dt>Submissions close</dt>
        <dd>{formatDateTime(jam.submissionsCloseAt)}</dd>
        <dt>Grace for uploads ends, voting starts</dt>
        <dd>{formatDateTime(graceEnds)}</dd>
        <dt>Voting closes, results</dt>
        <dd>{formatDateTime(jam.votingClosesAt)}</dd>
      </dl>
    </section>
  )
}
