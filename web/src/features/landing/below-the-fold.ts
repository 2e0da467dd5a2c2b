/** The lower sections of the landing page, loaded together on demand (lazy.ts). */
export { ContactForm } from './ContactForm'
export { FaqAccordion } from './FaqAccordion'
export { PastEventsCarousel } from './PastEventsCarousel'
