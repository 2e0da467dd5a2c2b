/** Failures of /api calls, with the server's `{ message }` when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** False when the answer carried no readable message (the text is then only `Request failed (…)`). */
    readonly fromServer = true,
  ) {
    super(message)
  }
}

/** True when the request never got an answer (offline, DNS, timeout). */
export const isNetworkError = (error: unknown) => !(error instanceof ApiError)

interface EdenResult<T> {
  data: T | null
  error: { status: unknown; value: unknown } | null
}

function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message
  if (typeof value === 'string' && value.length < 300) return value
  return undefined
}

/** The data of a successful call, or throws ApiError with the server's message. */
export function unwrap<T>(result: EdenResult<T>): T {
  if (result.error) {
    // Eden reports a request that got no answer (offline, the 10 s time-out) as a 503 whose value is
    // the thrown error: pass that on as it is, so isNetworkError() and the fallbacks see no answer.
    if (result.error.value instanceof Error) throw result.error.value
    const status = typeof result.error.status === 'number' ? result.error.status : 0
    const message = messageOf(result.error.value)?.trim() || undefined
    throw new ApiError(status, message ?? `Request failed (${status})`, message !== undefined)
  }
  return result.data as T
}

/** The server's message, else the fallback (SPEC §8: "the server message or …"). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message
  return fallback
}
