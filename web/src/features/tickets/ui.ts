/**
 * Tickets: what other features embed. The profile shows TicketList (Show ticket); an event's page
 * shows SelfCheckIn while its check-in is open. Both load with the page that embeds them.
 */
export { SelfCheckIn } from './SelfCheckIn'
export { TicketList } from './TicketList'
