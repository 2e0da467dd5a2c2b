import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/landing/LandingPage'

export const Route = createFileRoute('/')({
  // The landing page's first view ships with the main bundle (docs/decisions/0031): no second
  // round trip before the hero paints. Its lower sections still load on approach.
  codeSplitGroupings: [['loader']],
  component: LandingPage,
})
