import { createFileRoute } from '@tanstack/react-router'
import { GameEditorPage } from '../features/games/GameEditorPage'
import { requireCompleteProfile } from '../session/guards'

/** /games/:slug/edit: its makers and admins only (the page says 404 to anyone else). */
export const Route = createFileRoute('/games_/$slug_/edit')({
  beforeLoad: ({ context }) => requireCompleteProfile(context.queryClient),
  component: GameEditor,
})

function GameEditor() {
  return <GameEditorPage slug={Route.useParams().slug} />
}
