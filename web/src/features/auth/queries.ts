import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'

/**
 * GET /api/auth/options: whether this server can send email (and which providers it offers). The
 * screens that need mail read it before the student types anything (docs/product.md#accounts).
 * In memory only: it describes the server, and a page that needs it needs the server anyway.
 */
export const authOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.authOptions,
    queryFn: async () => unwrap(await api.auth.options.get()),
    staleTime: 5 * 60_000,
  })

/** False only when the server said so; unknown (not answered yet, or no answer) is not false. */
export const cannotSendEmail = (options: { canSendEmail: boolean } | undefined) => options?.canSendEmail === false
