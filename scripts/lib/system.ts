/** Installs Debian packages the tests need when they are missing (CI runs as root on Debian). */
import { existsSync } from 'node:fs'

const isRoot = () => process.getuid?.() === 0

let updated = false
export function aptInstall(packages: string[], why: string): boolean {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    console.warn(`! ${why}: install ${packages.join(' ')} (needs root and apt-get)`)
    return false
  }
  console.log(`• installing ${packages.join(' ')} (${why})`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!updated) {
    Bun.spawnSync(['apt-get', 'update', '-qq'], { stdout: 'ignore', stderr: 'inherit', env })
    updated = true
  }
  const result = Bun.spawnSync(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdout: 'ignore',
    stderr: 'inherit',
    env,
  })
  return result.exitCode === 0
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium(): boolean {
  return (
    existsSync(CHROMIUM) || (aptInstall(['chromium'], "Playwright drives Debian's Chromium") && existsSync(CHROMIUM))
  )
}
