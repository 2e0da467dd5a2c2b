import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { forgetUser } from '../pwa/query-persistence'
import { profileQuery } from './queries'
import { clearToken, useToken } from './session'

/** The signed-in user (from the cached profile), or null when signed out. */
export function useSession() {
  const token = useToken()
  const profile = useQuery({ ...profileQuery(), enabled: Boolean(token) })
  const user = token ? (profile.data ?? null) : null
  return { token, user, isAdmin: user?.role === 'admin', isLoading: Boolean(token) && profile.isPending }
}

/** Clears the token and everything cached or saved on the device for this user, then goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    clearToken()
    void forgetUser(queryClient)
    void navigate({ to: '/login' })
  }, [queryClient, navigate])
}
