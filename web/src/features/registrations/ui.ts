/**
 * The registration UI that other features embed (the events list): a card's button and the
 * feedback of the list. Imported only from code that is loaded on demand, so the first view does
 * not carry it (a separate file from index.ts, which main.tsx imports).
 */
export { type EventAction, RegisterAction } from './RegisterAction'
export { RegistrationStatus } from './RegistrationStatus'
export { useRegistrationFeedback } from './use-registration'
