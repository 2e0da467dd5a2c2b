import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { type Message, showMessage } from '../../components/messages'
import { currentReturnPath } from '../../session/return-path'

export const LOG_IN_TO_REGISTER = 'Please log in to register for an event.'
/** How long a signed-out visitor can read LOG_IN_TO_REGISTER before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500

/** Why nothing happened, long enough to read before the login page (docs/product.md#messages). */
export const logInToRegister = (): Message => ({
  text: LOG_IN_TO_REGISTER,
  tone: 'info',
  durationMs: LOGIN_REDIRECT_DELAY_MS * 2,
  group: 'registration:log-in',
})

/**
 * A click on Register Now by a visitor who is not signed in: they read why, then go to /login,
 * which repeats it (its `error` parameter; docs/product.md#registrations-and-waitlists) and, once
 * they have logged in, brings them back to this page (its `redirect` parameter, docs/decisions/0116).
 */
export function useLogInToRegister() {
  const navigate = useNavigate()
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])
  return useCallback(() => {
    showMessage(logInToRegister())
    clearTimeout(redirect.current)
    const back = currentReturnPath()
    redirect.current = setTimeout(() => {
      void navigate({ to: '/login', search: { error: LOG_IN_TO_REGISTER.replaceAll(' ', '_'), redirect: back } })
    }, LOGIN_REDIRECT_DELAY_MS)
  }, [navigate])
}
