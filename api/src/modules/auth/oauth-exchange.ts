/**
 * The two calls the server makes to a provider after the redirect back: the code for an access
 * token (arctic), then the user-info endpoint with that token. Each is bounded by a timeout and
 * each failure becomes an OAuthFailure: unreachable, timed out or 5xx → provider_unreachable;
 * refused or malformed → login_failed_please_try_again.
 */
import {
  ArcticFetchError,
  type OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic'
import { OAUTH_ERRORS, OAuthFailure } from './oauth-errors'

/** How long one call to a provider may take before the sign-in gives up. */
export const PROVIDER_TIMEOUT_MS = 10_000

const unreachable = (message: string, cause?: unknown) =>
  new OAuthFailure(OAUTH_ERRORS.providerUnreachable, message, { cause })
const failed = (message: string, cause?: unknown) => new OAuthFailure(OAUTH_ERRORS.loginFailed, message, { cause })

/** Rejects with provider_unreachable after `ms`; arctic's fetch takes no AbortSignal. */
async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreachable(`${what} did not answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function exchangeCode(
  client: OAuth2Client,
  tokenUrl: string,
  code: string,
  codeVerifier: string,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<string> {
  try {
    const tokens = await withTimeout(
      client.validateAuthorizationCode(tokenUrl, code, codeVerifier),
      timeoutMs,
      'the token endpoint',
    )
    return tokens.accessToken()
  } catch (error) {
    if (error instanceof OAuthFailure) throw error
    if (error instanceof ArcticFetchError) throw unreachable('the token endpoint could not be reached', error)
    if (error instanceof OAuth2RequestError) throw failed(`the token endpoint refused the code: ${error.code}`, error)
    if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
      if (error.status >= 500) throw unreachable(`the token endpoint answered ${error.status}`, error)
      throw failed(`the token endpoint answered ${error.status}`, error)
    }
    throw failed('the token endpoint answered without an access token', error)
  }
}

/** GET the user-info endpoint with the access token; the parsed JSON body. */
export async function fetchUserInfo(url: string, accessToken: string, timeoutMs = PROVIDER_TIMEOUT_MS) {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    throw unreachable('the user-info endpoint could not be reached', error)
  }
  if (!response.ok) {
    await response.body?.cancel()
    const message = `the user-info endpoint answered ${response.status}`
    throw response.status >= 500 ? unreachable(message) : failed(message)
  }
  try {
    return (await response.json()) as unknown
  } catch (error) {
    throw failed('the user-info endpoint did not answer JSON', error)
  }
}
