import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAgain } from '../../../api/after-write'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'
import type { adjustmentBody } from './adjust-exp-values'

/**
 * POST /api/admin/users/:id/exp-adjustments. Afterwards, everything that shows that member's EXP is
 * asked again: their history here, the admin lists; and the admin's own profile and history, should
 * the member be the admin.
 */
export function useAdjustExp(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ReturnType<typeof adjustmentBody>) =>
      unwrap(await api.admin.users({ id: userId })['exp-adjustments'].post(body)),
    onSettled: () => readAgain(queryClient, queryKeys.admin, queryKeys.profile, queryKeys.myExpHistory),
  })
}
