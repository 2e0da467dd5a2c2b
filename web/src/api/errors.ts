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

/**
 * What a failed call stands for: an ApiError with the server's message, or, for a request that got
 * no answer (offline, the 10 s time-out), the error Eden caught, as it is, so isNetworkError() and
 * the fallbacks see no answer. Null for a success.
 */
export function failureOf(result: EdenResult<unknown>): Error | null {
  if (!result.error) return null
  // Eden reports a request that got no answer as a 503 whose value is the thrown error.
  if (result.error.value instanceof Error) return result.error.value
  const status = typeof result.error.status === 'number' ? result.error.status : 0
  const message = messageOf(result.error.value)?.trim() || undefined
  return new ApiError(status, message ?? `Request failed (${status})`, message !== undefined)
}

/** The data of a successful call, or throws its failure (failureOf). */
export function unwrap<T>(result: EdenResult<T>): T {
  const failure = failureOf(result)
  if (failure) throw failure
  return result.data as T
}

/** The server's message, else the fallback (docs/product.md#messages: "the server message or …"). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message
  return fallback
}
