import { createFileRoute } from '@tanstack/react-router'
import { GamePage } from '../features/games/GamePage'

/** /games/:slug, beside /games (the trailing _). The page reads its game itself; Play loads the build. */
export const Route = createFileRoute('/games_/$slug')({ component: Game })

function Game() {
  return <GamePage slug={Route.useParams().slug} />
}
