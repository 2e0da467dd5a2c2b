import { lazy } from 'react'

/**
 * The landing page's lower sections share one chunk, fetched when the first of them nears the
 * screen (see WhenVisible): the first view loads none of their code.
 */
const load = () => import('./below-the-fold')

export const LazyCarousel = lazy(() => load().then((m) => ({ default: m.PastEventsCarousel })))
export const LazyFaq = lazy(() => load().then((m) => ({ default: m.FaqAccordion })))
export const LazyContactForm = lazy(() => load().then((m) => ({ default: m.ContactForm })))
