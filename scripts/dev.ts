/** `bun run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api). */
import { join } from 'node:path'

const root = join(import.meta.dir, '..')
const api = Bun.spawn(['bun', '--watch', 'src/index.ts'], {
  cwd: join(root, 'api'),
  stdout: 'inherit',
  stderr: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3000', HOST: '127.0.0.1' },
})
const web = Bun.spawn(['bun', 'x', 'vite', '--host', '127.0.0.1'], {
  cwd: join(root, 'web'),
  stdout: 'inherit',
  stderr: 'inherit',
})
console.log('API on http://127.0.0.1:3000, app on http://127.0.0.1:5173')
const stop = () => {
  api.kill()
  web.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
await Promise.race([api.exited, web.exited])
stop()
