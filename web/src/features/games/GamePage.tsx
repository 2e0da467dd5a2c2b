import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../api/errors'
import { Avatar } from '../../components/Avatar'
import { ExternalLink } from '../../components/ExternalLink'
import { LoadFailed } from '../../components/LoadFailed'
import { NotFound } from '../../components/NotFound'
import { useDocumentTitle } from '../../components/use-document-title'
import { pictureProps } from '../../lib/picture'
import { useSession } from '../../session/use-session'
import { GameAdmin } from './GameAdmin'
import { GamePlayer } from './GamePlayer'
import { gameQuery, isAcceptedMaker } from './queries'
import './games.css'

/**
 * The cover beside the facts (2 of 5 parts of a 72rem page) from 48rem, the page's width below;
 * cut to 16:9 by the server, as its box shows it (decision 0320).
 */
const COVER = {
  widths: [640, 800, 1600],
  sizes: '(min-width: 75rem) 28rem, (min-width: 48rem) 40vw, 100vw',
  crop: '16x9',
} as const
/** The screenshots' grid (16rem columns): four across a 72rem page, two from 36rem, one on a phone. */
const SCREENSHOT = { widths: [640, 800], sizes: '(min-width: 75rem) 18rem, (min-width: 36rem) 50vw, 100vw' } as const

/**
 * /games/:slug (docs/product.md#games): cover, the player (Play loads the build), screenshots,
 * description, links, credits (each accepted maker's name links to their page) and the jam. Its
 * makers see Edit game; admins can hide it.
 */
export function GamePage({ slug }: { slug: string }) {
  const game = useQuery(gameQuery(slug))
  const { user, isAdmin } = useSession()
  useDocumentTitle(game.data?.title ?? 'Game')
  if (game.isPending)
    return (
      <div className="page game-page" aria-busy="true">
        <p className="muted">Loading the game…</p>
      </div>
    )
  if (game.error instanceof ApiError && game.error.status === 404) return <NotFound />
  if (!game.data)
    return (
      <div className="page game-page">
        <LoadFailed message="Failed to load the game." query={game} />
      </div>
    )
  const data = game.data
  const maker = isAcceptedMaker(data, user?._id)
  const credits = data.credits.filter((credit) => credit.accepted || maker || isAdmin)
  return (
    <article className="page game-page">
      <header className="game-head">
        {data.coverUrl && (
          <img
            className="game-page-cover"
            {...pictureProps(data.coverUrl, COVER)}
            alt={`Cover of ${data.title}`}
            width={640}
            height={360}
          />
        )}
        <div>
          {data.status !== 'published' && (
            <p className="tag status" role="status">
              {data.status === 'draft' ? 'Draft: only its makers see it' : 'Hidden by an admin'}
            </p>
          )}
          <h1>{data.title}</h1>
          {data.tagline && <p className="lead">{data.tagline}</p>}
          <p className="game-facts">
            {data.engine && <span className="tag engine">{data.engine}</span>}
            {data.tags.map((tag) => (
              <Link key={tag} to="/games" search={{ tag }} className="tag">
                {tag}
              </Link>
            ))}
          </p>
          {data.jam && <p className="muted">Made for {data.jam.title}</p>}
          {(maker || isAdmin) && (
            <Link to="/games/$slug/edit" params={{ slug: data.slug }} className="button ghost small">
              Edit game
            </Link>
          )}
        </div>
      </header>
      {data.build ? (
        <GamePlayer build={data.build} title={data.title} />
      ) : (
        <p className="muted game-no-build">No playable build yet.</p>
      )}
      {data.screenshots.length > 0 && (
        <section aria-labelledby="game-screenshots">
          <h2 id="game-screenshots">Screenshots</h2>
          <ul className="game-screenshots">
            {data.screenshots.map((url, index) => (
              <li key={url}>
                <img
                  {...pictureProps(url, SCREENSHOT)}
                  alt={`Screenshot ${index + 1} of ${data.title}`}
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.description && (
        <section aria-labelledby="game-about">
          <h2 id="game-about">About the game</h2>
          <p className="game-description">{data.description}</p>
        </section>
      )}
      {data.links.length > 0 && (
        <section aria-labelledby="game-links">
          <h2 id="game-links">Links</h2>
          <ul className="game-links">
            {data.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="game-credits">
        <h2 id="game-credits">Credits</h2>
        <ul className="game-credits">
          {credits.map((credit) => (
            <li key={credit.userId}>
              <Avatar src={credit.profilePicture} name={credit.username} size={40} />
              <span>
                {credit.accepted ? (
                  <Link to="/members/$username" params={{ username: credit.username }}>
                    <strong>{credit.username}</strong>
                  </Link>
                ) : (
                  <strong>{credit.username}</strong>
                )}
                <span className="muted"> · {credit.role}</span>
                {!credit.accepted && <span className="muted"> (invited)</span>}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {isAdmin && <GameAdmin game={data} />}
    </article>
  )
}
