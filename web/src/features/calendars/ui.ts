/**
 * Calendars in the PWA (docs/product.md#calendars): Add to calendar on an event, and the feeds'
 * section on /profile. Imported only from code loaded on demand (the events list, the profile).
 */
import './calendars.css'

export { AddToCalendar } from './AddToCalendar'
export { CalendarSection } from './CalendarSection'
