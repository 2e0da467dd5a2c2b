/** The landing page's UI that other features embed: the Stay tuned block on an empty /games. */
export { StayTunedBlock } from './StayTunedBlock'
