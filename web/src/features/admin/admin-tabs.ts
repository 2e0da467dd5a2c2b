/** The admin home's tabs (/admin), in the words of a committee; `?tab=` opens one of them. */
export const ADMIN_TABS = ['events', 'members', 'participation', 'calendar', 'insights', 'inbox'] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

/** `?tab=`: one of ADMIN_TABS, else none (Events). */
export const adminSearch = (search: Record<string, unknown>): { tab?: AdminTab } => ({
  tab: ADMIN_TABS.find((tab) => tab === search.tab),
})
