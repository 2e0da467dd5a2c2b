/** Accounts UI that other features embed: the email's status on the profile's user card. */
export { EmailStatus } from './EmailStatus'
