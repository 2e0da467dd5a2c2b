/**
 * The landing page's UI that other features embed: the Stay tuned block on an empty /games, and
 * the sections /admin → Content previews with a draft (they read the content through
 * useContentSection).
 */
export { AboutSection } from './AboutSection'
export { FacultyCouncil } from './FacultyCouncil'
export { LazyCarousel, LazyFaq } from './lazy'
export { StayTunedBlock } from './StayTunedBlock'
