/**
 * Admin: the /admin dashboard (AdminDashboardPage.tsx, for the route) and the admin panel that
 * /profile shows to admins, exported here loaded on demand: only admins download its code.
 */
import { lazy } from 'react'

export const AdminPanel = lazy(() => import('./panel/AdminPanel').then((module) => ({ default: module.AdminPanel })))

/** /admin's `?tab=` (the route validates it; the profile's panel links to each tab). */
export { ADMIN_TABS, type AdminTab, adminSearch } from './admin-tabs'
