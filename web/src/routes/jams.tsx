import { createFileRoute } from '@tanstack/react-router'
import { JamsPage } from '../features/jams/JamsPage'

/**
 * /jams. No loader: the page reads the list itself, from the device first, so the first view of
 * the site carries nothing of the jams but this declaration (docs/product.md#jams).
 */
export const Route = createFileRoute('/jams')({ component: JamsPage })
