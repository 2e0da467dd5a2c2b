/** The admin home's tabs (/admin), in the words of a committee; `?tab=` opens one of them. */
export const ADMIN_TABS = [
  'events',
  'members',
  'participation',
  'calendar',
  'insights',
  'content',
  'jams',
  'inbox',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]
