/** The notifications UI other features embed: the settings on /profile. */
export { NotificationSettings } from './NotificationSettings'
