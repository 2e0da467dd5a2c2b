import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import type { GameJson } from './queries'

/** Publish (a cover or a build is needed), or take the game back to a draft. */
export function PublishControl({ game }: { game: GameJson }) {
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: async (status: 'published' | 'draft') => unwrap(await api.games({ id: game._id }).put({ status })),
    onSuccess: () => readAgain(queryClient, queryKeys.gamesAll),
  })
  return (
    <section className="card game-section publish-control" aria-label="Publishing">
      {game.status === 'hidden' ? (
        <p className="alert error">
          An admin hid this game{game.hiddenReason ? `: ${game.hiddenReason}` : '.'} Only its makers and admins see it.
        </p>
      ) : game.status === 'published' ? (
        <>
          <p>
            Published: everyone can see and play it.{' '}
            <Link to="/games/$slug" params={{ slug: game.slug }}>
              See its page
            </Link>
          </p>
          <button
            type="button"
            className="button ghost small"
            disabled={change.isPending}
            onClick={() => change.mutate('draft')}
          >
            Unpublish
          </button>
        </>
      ) : (
        <>
          <p>Draft: only its makers see it. Publishing needs a cover or a build.</p>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate('published')}
          >
            Publish
          </button>
        </>
      )}
      {change.isError && (
        <p className="alert error" role="alert">
          {serverMessage(change.error, 'The game could not be changed.')}
        </p>
      )}
    </section>
  )
}
