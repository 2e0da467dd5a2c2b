/**
 * Accounts: login, sign-up, the social sign-in callback and profile completion. What main.tsx and
 * the routes use besides the screens (LoginPage, SignupPage, CompleteProfilePage, CallbackFailedPage).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { CallbackParams } from './callback-params'

export {
  type CallbackParams,
  captureCallbackParams,
  heldCallbackParams,
  holdCallbackParams,
  wipeQueryFromAddressBar,
} from './callback-params'
export { SigningIn } from './SigningIn'

/**
 * The work of /auth/callback (social-callback.ts), loaded only on that page: resolves with the
 * failure to show, or throws the router's redirect to the next page.
 */
export const finishSocialSignIn = (params: CallbackParams | null, queryClient: QueryClient) =>
  import('./social-callback').then((module) => module.finishSocialSignIn(params, queryClient))
