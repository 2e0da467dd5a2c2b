import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { type Message, showMessage } from '../../components/messages'
import { currentReturnPath } from '../../session/return-path'
import { useSession } from '../../session/use-session'

export const LOG_IN_TO_REGISTER = 'Please log in to register for an event.'
/** How long a signed-out visitor can read LOG_IN_TO_REGISTER before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500

/** Why nothing happened, long enough to read before the login page (docs/product.md#messages). */
export const logInToRegister = (): Message => ({
  text: LOG_IN_TO_REGISTER,
  tone: 'info',
  durationMs: LOGIN_REDIRECT_DELAY_MS * 2,
  group: 'registration:log-in',
  // Read on the way to the login page too: the app takes the visitor there because of it.
  alsoOn: '/login',
})

/** The return path's parameter that names the event the person asked to register for. */
export const REGISTER_PARAM = 'register'

/** `path` (a checked return path) with `?register=<eventId>` added: the registration to finish there. */
export function withRegistration(path: string, eventId: string): string {
  const url = new URL(path, 'https://return-path.invalid')
  url.searchParams.set(REGISTER_PARAM, eventId)
  return url.pathname + url.search + url.hash
}

/**
 * A click on Register Now by a visitor who is not signed in: they read why, then go to /login,
 * which repeats it (its `error` parameter; docs/product.md#registrations-and-waitlists) and, once
 * they have logged in (or signed up and completed their profile), brings them back to this page
 * (its `redirect` parameter, docs/decisions/0116) with the event named in `?register=`, where
 * useFinishRegistration registers them: one tap, not two.
 */
export function useLogInToRegister() {
  const navigate = useNavigate()
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])
  return useCallback(
    (eventId?: string) => {
      showMessage(logInToRegister())
      clearTimeout(redirect.current)
      const here = currentReturnPath()
      const back = here && eventId ? withRegistration(here, eventId) : here
      redirect.current = setTimeout(() => {
        void navigate({ to: '/login', search: { error: LOG_IN_TO_REGISTER.replaceAll(' ', '_'), redirect: back } })
      }, LOGIN_REDIRECT_DELAY_MS)
    },
    [navigate],
  )
}

/**
 * On the page a signed-out Register Now came from, once the person is back signed in with a
 * complete profile and their registrations are known: the registration they asked for
 * (`?register=<eventId>`), sent once when Register Now is still what the event offers, and the
 * parameter taken out of the address so that a reload does not ask again.
 */
export function useFinishRegistration(
  eventId: string,
  register: () => void,
  state: { open: boolean; checking: boolean },
) {
  const navigate = useNavigate()
  const { user, token } = useSession()
  const asked = useRouterState({
    select: (router) => (router.location.search as Record<string, unknown>)[REGISTER_PARAM] === eventId,
  })
  const pathname = useRouterState({ select: (router) => router.location.pathname })
  const done = useRef(false)
  const ready = asked && Boolean(token) && user?.isProfileComplete === true && !state.checking
  useEffect(() => {
    if (!ready || done.current) return
    done.current = true
    if (state.open) register()
    void navigate({ href: pathname, replace: true })
  }, [ready, state.open, register, navigate, pathname])
}
