/**
 * Admin: the /admin dashboard (AdminDashboardPage.tsx, for the route) and the admin panel that
 * /profile shows to admins, exported here loaded on demand: only admins download its code.
 */
import { lazy } from 'react'

export const AdminPanel = lazy(() => import('./panel/AdminPanel').then((module) => ({ default: module.AdminPanel })))
