import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../api/errors'
import { LoadFailed } from '../../components/LoadFailed'
import { NotFound } from '../../components/NotFound'
import { useDocumentTitle } from '../../components/use-document-title'
import { useSession } from '../../session/use-session'
import { BuildUpload } from './BuildUpload'
import { CreditsEditor } from './CreditsEditor'
import { GameForm } from './GameForm'
import { PublishControl } from './PublishControl'
import { gameQuery, isAcceptedMaker } from './queries'
import './games.css'

/** /games/:slug/edit: the game's makers (and admins) edit it, upload its build, credit others and publish. */
export function GameEditorPage({ slug }: { slug: string }) {
  const game = useQuery(gameQuery(slug))
  const { user, isAdmin } = useSession()
  useDocumentTitle(game.data ? `Edit ${game.data.title}` : 'Edit game')
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
  if (!maker && !isAdmin) return <NotFound />
  const creator = data.credits.find((credit) => credit.role === 'Creator')?.userId
  return (
    <div className="page game-page game-editor">
      <header className="game-editor-head">
        <p className="eyebrow">Your game</p>
        <h1>Edit {data.title}</h1>
        <Link to="/games/$slug" params={{ slug: data.slug }}>
          See the game's page
        </Link>
      </header>
      <PublishControl game={data} />
      <BuildUpload game={data} />
      <GameForm key={data._id} game={data} />
      <CreditsEditor
        game={data}
        canRemove={(userId) => userId !== creator && (isAdmin || user?._id === creator || user?._id === userId)}
      />
    </div>
  )
}
