/**
 * Check-in at the door: what main.tsx needs to resume scans queued on the device (small: the
 * scanner itself loads with its page).
 */
export { scanMutation } from './scan-mutation'
export type { ScanVariables } from './scan-types'
