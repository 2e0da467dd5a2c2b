import { JAM_SCORE_MAX, JAM_SCORE_MIN } from '@club/api/shared/jams'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, serverMessage, unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { queryKeys } from '../../api/query-keys'
import { LoadFailed } from '../../components/LoadFailed'
import { useToken } from '../../session/token'
import { LogInLink } from './LogInLink'
import { type JamJson, type RateNextJson, rateNextQuery } from './queries'
import { checkScores, type DraftScores, ratedText } from './rating'

const SCORES = Array.from({ length: JAM_SCORE_MAX - JAM_SCORE_MIN + 1 }, (_, index) => JAM_SCORE_MIN + index)
const SCORE_WORDS: Record<number, string> = { 1: 'poor', 2: 'fair', 3: 'good', 4: 'great', 5: 'superb' }

/**
 * During voting (docs/product.md#jams): the entries to rate next (the API's least rated first),
 * one form at a time with the game's page (and its Play button) beside it, and how many games the
 * member has rated, with a nudge until the jam's minimum.
 */
export function RateGames({ jam, given }: { jam: JamJson; given: number | undefined }) {
  const token = useToken()
  return (
    <section className="card jam-section" aria-labelledby="jam-rate-title">
      <h2 id="jam-rate-title">Rate games</h2>
      {token ? <RateNext jam={jam} given={given} /> : <LogInLink to="rate the entries" />}
    </section>
  )
}

function RateNext({ jam, given }: { jam: JamJson; given: number | undefined }) {
  const next = useQuery(rateNextQuery(jam._id))
  const progress = given === undefined ? null : ratedText(given, jam.minRatings)
  return (
    <>
      {progress && (
        <div className="jam-rated" role="status">
          <p>{progress.rated}.</p>
          {progress.nudge && <p className="alert info">{progress.nudge}</p>}
        </div>
      )}
      {next.data ? (
        next.data[0] ? (
          <RatingForm key={next.data[0].entryId} jam={jam} entry={next.data[0]} />
        ) : (
          <p role="status">You have rated every entry you can. Thank you!</p>
        )
      ) : next.error instanceof ApiError && next.error.status === 403 ? (
        // Not a failure: only members of an entry with a build rate (the API says so in its words).
        <p className="muted">{serverMessage(next.error, 'Only members of an entry with a build rate the games.')}</p>
      ) : next.isError ? (
        <LoadFailed message={serverMessage(next.error, 'Failed to load the games to rate.')} query={next} />
      ) : (
        <p className="muted">Loading the games to rate…</p>
      )}
    </>
  )
}

function RatingForm({ jam, entry }: { jam: JamJson; entry: RateNextJson }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<DraftScores>({})
  const [problem, setProblem] = useState<string | null>(null)
  const rate = useMutation({
    mutationFn: async (scores: Record<string, number>) =>
      unwrap(await api.jams({ id: jam._id }).entries({ entryId: entry.entryId }).ratings.put({ scores })),
    onSuccess: () => readAgain(queryClient, jamKeys.rateNext(jam._id), queryKeys.jamsAll),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkScores(jam.categories, draft)
    if ('message' in checked) return setProblem(checked.message)
    setProblem(null)
    rate.mutate(checked.scores)
  }
  const titleId = `jam-rate-${entry.entryId}`
  return (
    <div className="jam-rating">
      <div className="jam-rating-game">
        <h3 id={titleId}>{entry.game.title}</h3>
        <p className="muted">
          {entry.ratings} {entry.ratings === 1 ? 'rating' : 'ratings'} so far
        </p>
        <Link to="/games/$slug" params={{ slug: entry.game.slug }} className="button" target="_blank">
          Play {entry.game.title}
        </Link>
      </div>
      <form className="jam-rating-form" onSubmit={submit} aria-labelledby={titleId} noValidate>
        {jam.categories.map((category) => (
          <fieldset key={category} className="jam-score">
            <legend>{category}</legend>
            <div className="jam-score-options">
              {SCORES.map((score) => (
                <label key={score}>
                  <input
                    type="radio"
                    name={`score-${category}`}
                    value={score}
                    checked={draft[category] === score}
                    onChange={() => setDraft((scores) => ({ ...scores, [category]: score }))}
                  />
                  <span>
                    {score} <span className="muted">{SCORE_WORDS[score]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {(problem || rate.isError) && (
          <p className="alert error" role="alert">
            {problem ?? serverMessage(rate.error, 'Your rating could not be sent.')}
          </p>
        )}
        <button type="submit" className="button" disabled={rate.isPending}>
          {rate.isPending ? 'Sending…' : `Rate ${entry.game.title}`}
        </button>
      </form>
    </div>
  )
}
