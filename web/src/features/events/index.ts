/**
 * Events: the club's events. What other features and route loaders use; the screen itself is
 * EventsPage.tsx, which the /events route loads on demand.
 */

export { EventsPending } from './EventsFrame'
export { eventQuery } from './event-query'
export { type EventJson, eventsQuery } from './queries'
