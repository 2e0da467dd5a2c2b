/**
 * Tickets: what other features embed. The profile shows TicketsSection (Show ticket); an event's
 * page shows SelfCheckIn while its check-in is open.
 */
export { SelfCheckIn } from './SelfCheckIn'
export { TicketsSection } from './TicketsSection'
