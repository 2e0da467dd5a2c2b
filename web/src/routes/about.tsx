import { createFileRoute } from '@tanstack/react-router'
import { Landing } from './-components/landing/Landing'

export const Route = createFileRoute('/about')({
  // Same page as /, same bundle (docs/decisions/0031).
  codeSplitGroupings: [['loader']],
  component: AboutPage,
})

/** SPEC §2: /about is the landing page; it opens at the About section. */
function AboutPage() {
  return <Landing openAt="about" />
}
