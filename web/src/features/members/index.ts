/** A member's public page's data, for the server's first view of /members/:username. */
export { memberQuery } from './queries'
