import { Link } from '@tanstack/react-router'
import { Avatar } from '../../components/Avatar'
import { pictureProps } from '../../lib/picture'
import type { GameJson } from './queries'
import './games.css'

/**
 * The grid of games.css (18rem columns): three across a 72rem page, two from 40rem, one on a phone.
 * Cut to 16:9 by the server, as its box shows it (decision 0320).
 */
const COVER = {
  widths: [640, 800],
  sizes: '(min-width: 60rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  crop: '16x9',
} as const

/** One game in the /games grid (and on a member's page): cover, title, tagline, engine, tags and the makers' pictures. */
export function GameCard({ game, position }: { game: GameJson; position: number }) {
  const makers = game.credits.filter((credit) => credit.accepted)
  return (
    <article className="game-card">
      <div className="game-cover">
        {game.coverUrl ? (
          <img
            {...pictureProps(game.coverUrl, COVER)}
            alt=""
            width={640}
            height={360}
            loading={position < 2 ? 'eager' : 'lazy'}
            // The first card's cover is the page's largest picture on a phone: it goes before the others.
            fetchPriority={position === 0 ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="game-cover-empty" aria-hidden="true">
            {game.title.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <div className="game-card-body">
        <h2 className="game-card-title">
          {/* The whole card is the link's target area (CSS), the title its name. */}
          <Link to="/games/$slug" params={{ slug: game.slug }} className="game-card-link">
            {game.title}
          </Link>
        </h2>
        {game.tagline && <p className="game-tagline">{game.tagline}</p>}
        <div className="game-card-meta">
          {game.engine && <span className="tag engine">{game.engine}</span>}
          {makers.length > 0 && (
            <ul className="game-makers" aria-label={`Made by ${makers.map((maker) => maker.username).join(', ')}`}>
              {makers.slice(0, 5).map((maker) => (
                <li key={maker.userId}>
                  <Avatar src={maker.profilePicture} name={maker.username} size={28} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  )
}
