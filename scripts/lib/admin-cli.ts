/**
 * `bun run admin:grant|admin:revoke` for scripts that start servers of their own (bench, image
 * test): the same command an operator runs, with the server's environment (DATA_DIR, DATABASE_URL),
 * so it reaches the running server through its socket on PGlite, or PostgreSQL directly.
 */
import { join } from 'node:path'

const root = join(import.meta.dir, '../..')

export function runAdminCli(change: 'grant' | 'revoke', email: string, env: Record<string, string | undefined>) {
  const result = Bun.spawnSync([process.execPath, 'api/src/cli/admin-role.ts', change, email], {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const output = { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() }
  if (output.code !== 0) throw new Error(`admin:${change} ${email} failed (${output.code}): ${output.stderr}`)
  return output
}
