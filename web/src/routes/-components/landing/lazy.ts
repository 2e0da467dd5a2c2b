import { lazy } from 'react'

/**
 * The landing page's lower sections share one chunk, fetched when the first of them nears the
 * screen (see WhenVisible): the first view loads none of their code.
 */
let loading: Promise<typeof import('./below-the-fold')> | undefined
const load = () => {
  loading ??= Promise.race([
    import('./below-the-fold'),
    // Seen in Chromium under load: the chunk and its style sheet arrive (200) but the wait for the
    // style sheet's load event never ends, and the sections stay placeholders. A second import
    // finds the sheet already in the page and does not wait for it again.
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), 6_000)),
  ]).catch(() => import('./below-the-fold'))
  return loading
}

export const LazyCarousel = lazy(() => load().then((m) => ({ default: m.PastEventsCarousel })))
export const LazyFaq = lazy(() => load().then((m) => ({ default: m.FaqAccordion })))
export const LazyContactForm = lazy(() => load().then((m) => ({ default: m.ContactForm })))
