import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { CHECK_YOUR_INBOX, failureText, RESEND_FAILED } from './account-texts'

/**
 * POST /api/auth/resend-verification for the signed-in student (docs/api.md#auth), and the sentence
 * to show: 202 "Check your inbox." with the server's words; 429 (one a minute, five an hour) and 503
 * (no mail, or it could not be sent) the server's message. 409 means the email is verified after
 * all (say, in another tab): the profile is fetched again and shows it. A 401 is the 401 rule's.
 */
export function useResendVerification() {
  const queryClient = useQueryClient()
  const resend = useMutation({
    mutationFn: async () => unwrap(await api.auth['resend-verification'].post()),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void readAgain(queryClient, queryKeys.profile)
    },
  })
  const sent = resend.isSuccess ? `${CHECK_YOUR_INBOX} ${resend.data.message}` : undefined
  const failed = resend.isError ? failureText(resend.error, RESEND_FAILED) : undefined
  return { send: () => resend.isPending || resend.mutate(), sending: resend.isPending, sent, failed }
}
