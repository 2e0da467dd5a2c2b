import { createFileRoute } from '@tanstack/react-router'
import { JamPage } from '../features/jams/JamPage'

/**
 * /jams/:slug, beside /jams (the trailing _). The page reads its jam itself, from the device first
 * (JamPage), and loads on demand: the first view carries nothing of it but this route.
 */
export const Route = createFileRoute('/jams_/$slug')({ component: Jam })

function Jam() {
  return <JamPage slug={Route.useParams().slug} />
}
