import { readableCode } from './callback-messages'

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.'
export const ACCESS_DENIED = 'Access Denied. You are not an administrator.'

/** docs/product.md#accounts: what the query parameters of /login say, above the form. */
export function LoginNotices({
  sessionExpired,
  unauthorized,
  error,
}: {
  sessionExpired?: boolean
  unauthorized?: boolean
  error?: string
}) {
  return (
    <>
      {unauthorized && (
        <div className="alert error" role="alert">
          {ACCESS_DENIED}
        </div>
      )}
      {sessionExpired && (
        <div className="alert info" role="status">
          {SESSION_EXPIRED}
        </div>
      )}
      {error && (
        <div className="alert error" role="alert">
          {readableCode(error)}
        </div>
      )}
    </>
  )
}
