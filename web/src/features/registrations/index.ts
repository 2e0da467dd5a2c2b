/**
 * Registrations: registering for an event and cancelling (now, or queued on the device while the
 * server cannot be reached) and the student's list of registrations. What main.tsx, route loaders
 * and other features use; small, as main.tsx imports it. The UI other features embed is in ui.ts.
 */
export { myRegistrationsQuery, type RegistrationJson } from './queries'
export { registrationMutations } from './registration-mutations'
export type { RegisterVariables, RegistrationChange } from './registration-types'
