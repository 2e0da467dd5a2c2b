import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { LoadFailed } from '../../components/LoadFailed'
import { useToken } from '../../session/token'
import { LogInLink } from './LogInLink'
import { entriesQuery, type JamJson, resultsQuery } from './queries'
import { formatScore, groupResults } from './rating'

/**
 * Results (docs/product.md#jams): a table per category (rank, game, score, average and number of
 * ratings), the entries left unranked for too few ratings apart, and the audience award.
 */
export function Results({ jam }: { jam: JamJson }) {
  const results = useQuery(resultsQuery(jam._id))
  const entries = useQuery(entriesQuery(jam._id))
  const slugOf = new Map(entries.data?.map((entry) => [entry._id, entry.game.slug]))
  const titleOf = (entryId: string) => entries.data?.find((entry) => entry._id === entryId)?.game.title
  if (!results.data)
    return (
      <section className="card jam-section" aria-labelledby="jam-results-title">
        <h2 id="jam-results-title">Results</h2>
        {results.isError ? (
          <LoadFailed message={serverMessage(results.error, 'Failed to load the results.')} query={results} />
        ) : (
          <p className="muted">Loading the results…</p>
        )}
      </section>
    )
  const grouped = groupResults(results.data, jam.categories, titleOf)
  const game = (entryId: string, title: string) => {
    const slug = slugOf.get(entryId)
    return slug ? (
      <Link to="/games/$slug" params={{ slug }}>
        {title}
      </Link>
    ) : (
      title
    )
  }
  return (
    <section className="card jam-section" aria-labelledby="jam-results-title">
      <h2 id="jam-results-title">Results</h2>
      {grouped.categories.map(({ category, rows }) => (
        <div key={category} className="jam-results-category">
          <h3 id={`jam-results-${category}`}>{category}</h3>
          {rows.length === 0 ? (
            <p className="muted">No ranked entries.</p>
          ) : (
            <div className="jam-table-scroll">
              <table className="jam-table" aria-labelledby={`jam-results-${category}`}>
                <thead>
                  <tr>
                    <th scope="col" className="number">
                      Rank
                    </th>
                    <th scope="col">Game</th>
                    <th scope="col" className="number">
                      Score
                    </th>
                    <th scope="col" className="number">
                      Average
                    </th>
                    <th scope="col" className="number">
                      Ratings
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.entryId}>
                      <td className="number">{row.rank}</td>
                      <th scope="row">{game(row.entryId, row.title)}</th>
                      <td className="number">{formatScore(row.score)}</td>
                      <td className="number">{formatScore(row.average)}</td>
                      <td className="number">{row.ratings}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
      {grouped.unranked.length > 0 && (
        <div>
          <h3>Unranked</h3>
          <p className="muted">Fewer than {jam.minRatings} ratings in Overall: not placed.</p>
          <ul>
            {grouped.unranked.map((row) => (
              <li key={row.entryId}>{game(row.entryId, row.title)}</li>
            ))}
          </ul>
        </div>
      )}
      {jam.showcaseEventId && (
        <div>
          <h3>Audience award</h3>
          {grouped.audience.length === 0 ? (
            <p className="muted">No audience votes yet.</p>
          ) : (
            <ol>
              {grouped.audience.map((row) => (
                <li key={row.entryId}>
                  {game(row.entryId, row.title)}: {row.votes} {row.votes === 1 ? 'vote' : 'votes'}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  )
}

/**
 * The audience award's vote (docs/jams.md#audience-award): for anyone checked in at the jam's
 * showcase event, one entry, during voting or the event's check-in window; voting again moves it.
 * Who may vote and when is the API's to say: its message is shown as it is.
 */
export function AudienceVote({ jam }: { jam: JamJson }) {
  const token = useToken()
  const entries = useQuery(entriesQuery(jam._id))
  const [entryId, setEntryId] = useState('')
  const vote = useMutation({
    mutationFn: async (id: string) => unwrap(await api.jams({ id: jam._id })['audience-vote'].put({ entryId: id })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (entryId) vote.mutate(entryId)
  }
  const voted = vote.data && entries.data?.find((entry) => entry._id === vote.data.entryId)
  return (
    <section className="card jam-section" aria-labelledby="jam-audience-title">
      <h2 id="jam-audience-title">Audience award</h2>
      <p className="muted">Checked in at the showcase? Vote for the game you liked best. You can change your vote.</p>
      {!token ? (
        <LogInLink to="vote" />
      ) : (
        <form onSubmit={submit} className="jam-inline-form">
          <div className="field">
            <label htmlFor="jam-audience-entry">Your favourite</label>
            <select id="jam-audience-entry" value={entryId} onChange={(event) => setEntryId(event.target.value)}>
              <option value="">Pick a game</option>
              {entries.data?.map((entry) => (
                <option key={entry._id} value={entry._id}>
                  {entry.game.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button small" disabled={!entryId || vote.isPending}>
            Vote
          </button>
        </form>
      )}
      {voted && (
        <p className="alert success" role="status">
          Your vote is for {voted.game.title}.
        </p>
      )}
      {vote.isError && (
        <p className="alert error" role="alert">
          {serverMessage(vote.error, 'Your vote could not be sent.')}
        </p>
      )}
    </section>
  )
}
