import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/landing/LandingPage'

export const Route = createFileRoute('/about')({
  // Same page as /, same bundle (docs/decisions/0031).
  codeSplitGroupings: [['loader']],
  component: AboutPage,
})

/** /about is the landing page, opened at its About section (docs/product.md#public-pages). */
function AboutPage() {
  return <LandingPage openAt="about" />
}
