import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { StayTunedBlock } from '../landing/ui'
import { GameCard } from './GameCard'
import { type GamesSearch, gamesQuery } from './queries'
import './games.css'

/**
 * /games (docs/product.md#games): the club's published games, newest first, with a search and a
 * tag filter kept in the address; the Stay tuned block until the first game is published.
 */
export function GamesPage({ search }: { search: GamesSearch }) {
  useDocumentTitle('Games')
  const games = useQuery(gamesQuery(search))
  // Tags to pick from: those of every published game (the unfiltered list, saved like the rest).
  const all = useQuery({ ...gamesQuery({ q: '', tag: '' }), enabled: Boolean(search.q || search.tag) })
  const source = search.q || search.tag ? all.data : games.data
  const tags = [...new Set([...(source?.games.flatMap((game) => game.tags) ?? []), search.tag].filter(Boolean))].sort()
  const filtered = Boolean(search.q || search.tag)

  return (
    <div className="page games-page">
      <header className="games-head">
        <p className="eyebrow">Made by our members</p>
        <h1>Games</h1>
        <p className="lead">Play the club's games in your browser, newest first.</p>
        <p>
          Many were made in a weekend: <Link to="/jams">see the game jams</Link>.
        </p>
      </header>
      {games.data && <LastUpdated query={games} />}
      <GamesFilter search={search} tags={tags} />
      {games.isPending ? (
        <p className="muted" aria-busy="true">
          Loading games…
        </p>
      ) : games.data ? (
        games.data.total === 0 && !filtered ? (
          <StayTunedBlock />
        ) : games.data.games.length === 0 ? (
          <p className="muted games-none" role="status">
            No games match your search.
          </p>
        ) : (
          <>
            <p className="sr-only" role="status">
              {games.data.total === 1 ? '1 game' : `${games.data.total} games`}
            </p>
            <ul className="game-grid">
              {games.data.games.map((game, position) => (
                <li key={game._id}>
                  <GameCard game={game} position={position} />
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <LoadFailed message="Failed to load games." query={games} />
      )}
    </div>
  )
}

function GamesFilter({ search, tags }: { search: GamesSearch; tags: string[] }) {
  const navigate = useNavigate()
  const id = useId()
  const [q, setQ] = useState(search.q)
  const go = (next: GamesSearch) =>
    void navigate({
      to: '/games',
      search: { ...(next.q ? { q: next.q } : {}), ...(next.tag ? { tag: next.tag } : {}) },
      replace: true,
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ ...search, q: q.trim() })
  }
  return (
    <div className="games-filter">
      <search className="games-search">
        {/* Sent before the app takes the server's drawing over, the browser asks /games?q=… itself,
            which the server draws too (docs/first-view.md#forms). */}
        <form onSubmit={submit} action="/games" className="games-search-form">
          {search.tag && <input type="hidden" name="tag" value={search.tag} />}
          <label htmlFor={`${id}-q`} className="sr-only">
            Search games
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={q}
            maxLength={100}
            placeholder="Search games"
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="button small">
            Search
          </button>
        </form>
      </search>
      {tags.length > 0 && (
        <fieldset className="games-tags">
          <legend className="sr-only">Filter by tag</legend>
          <button
            type="button"
            className="tag-filter"
            aria-pressed={!search.tag}
            onClick={() => go({ ...search, tag: '' })}
          >
            All
          </button>
          {tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="tag-filter"
              aria-pressed={search.tag === tag}
              onClick={() => go({ ...search, tag: search.tag === tag ? '' : tag })}
            >
              {tag}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  )
}
