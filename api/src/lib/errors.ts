import { t } from 'elysia'

/** Every error body (docs/api.md#conventions). */
export const ErrorBody = t.Object({ message: t.String() }, { description: 'A message a person can read' })

/** Thrown by services for expected failures; the error plugin turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 431 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooLarge = (message: string) => new HttpError(413, message)
export const unprocessable = (message: string) => new HttpError(422, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) })
export const serviceUnavailable = (message: string) => new HttpError(503, message)
