import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../features/members/MemberPage'

/**
 * /members/:username, a member's public page (docs/product.md#member-pages). No loader: the page
 * reads the member itself, so the first view of the site carries nothing of it but this declaration.
 */
export const Route = createFileRoute('/members/$username')({ component: Member })

function Member() {
  return <MemberPage username={Route.useParams().username} />
}
