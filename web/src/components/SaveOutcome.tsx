import { serverMessage } from '../api/errors'

/**
 * What became of a change saved at once (a setting, a new address): the server's message (or
 * `failed`) as an alert, else `done` said politely. The status line is always there, empty until
 * something is saved, so screen readers announce it when it fills.
 */
export function SaveOutcome({
  mutation,
  failed,
  done,
}: {
  mutation: { isError: boolean; error: unknown; isSuccess: boolean }
  failed: string
  done: string
}) {
  if (mutation.isError)
    return (
      <p className="alert error" role="alert">
        {serverMessage(mutation.error, failed)}
      </p>
    )
  return (
    <p className="setting-saved" role="status">
      {mutation.isSuccess ? done : ''}
    </p>
  )
}
