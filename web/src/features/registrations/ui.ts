/**
 * The registration UI that other features embed (an event's card and page): what the student can
 * do about the event, and what a signed-out click does. Imported only from code that is loaded on
 * demand, so the first view does not carry it (a separate file from index.ts, which main.tsx imports).
 */
export { RegistrationAction } from './RegistrationAction'
export { useLogInToRegister } from './use-log-in-to-register'
