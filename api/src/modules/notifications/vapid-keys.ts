/** The VAPID key pair made once and kept in DATA_DIR when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webPush from 'web-push'
import type { VapidKeys } from '../../config'

export function vapidKeysIn(dataDir: string, subject: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string
      privateKey: string
    }
    return { publicKey, privateKey, subject }
  }
  mkdirSync(dataDir, { recursive: true })
  const keys = webPush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return { ...keys, subject }
}
