import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { endSession } from './end-session'
import { profileQuery } from './profile-query'
import { useToken } from './token'

/** The signed-in user (from the cached profile), or null when signed out. */
export function useSession() {
  const token = useToken()
  const profile = useQuery({ ...profileQuery(), enabled: Boolean(token) })
  const user = token ? (profile.data ?? null) : null
  return { token, user, isAdmin: user?.role === 'admin', isLoading: Boolean(token) && profile.isPending }
}

/** Logout: ends the session (endSession) and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    void endSession(queryClient)
    void navigate({ to: '/login' })
  }, [queryClient, navigate])
}
