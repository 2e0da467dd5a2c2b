import { createFileRoute } from '@tanstack/react-router'
import { GamesPage } from '../features/games/GamesPage'
import { searchText } from './-search'

/**
 * /games. No loader: the page reads the list itself, from the device first, so the first view of
 * the site carries nothing of the games but this declaration (docs/product.md#games).
 */
export const Route = createFileRoute('/games')({
  validateSearch: (search: Record<string, unknown>): { q?: string; tag?: string } => ({
    q: searchText(search.q, 100),
    tag: searchText(search.tag, 24),
  }),
  component: Games,
})

function Games() {
  const { q = '', tag = '' } = Route.useSearch()
  return <GamesPage search={{ q, tag }} />
}
