import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'

const PING_TIMEOUT_MS = 2_000

export const healthModule = ({ database }: AppDeps) =>
  new Elysia({ name: 'health', prefix: '/api' }).get(
    '/health',
    async ({ status }) => {
      let timer: Timer | undefined
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS)
          }),
        ])
        return { status: 'ok' as const, database: database.kind }
      } catch {
        return status(503, { status: 'unavailable' as const, message: 'The database is not answering' })
      } finally {
        clearTimeout(timer)
      }
    },
    {
      response: {
        200: t.Object({ status: t.Literal('ok'), database: t.String() }),
        503: t.Object({ status: t.Literal('unavailable'), message: t.String() }),
      },
      detail: { summary: 'Liveness and database check', tags: ['Operations'] },
    },
  )
