import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/**
 * While the student waits on a waitlist, a freed seat can become theirs at any moment (another
 * student cancels): a page open on it reads the list again this often, and whenever the student
 * comes back to it, so "#1 on the waitlist" turns into "You're registered" without a reload
 * (decision 0184).
 */
export const WAITLIST_REFRESH_MS = 15_000

const waiting = (list: { status: string }[] | undefined) => list?.some((item) => item.status === 'waitlisted') ?? false

/** The signed-in student's registrations (GET /api/registrations/my), saved on the device as theirs. */
export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.myRegistrations,
    queryFn: async () => unwrap(await api.registrations.my.get()),
    refetchInterval: (query) => (waiting(query.state.data) ? WAITLIST_REFRESH_MS : false),
    refetchOnWindowFocus: (query) => (waiting(query.state.data) ? 'always' : true),
    ...savedOnDevice('student'),
  })

export type RegistrationJson = Awaited<ReturnType<ReturnType<typeof myRegistrationsQuery>['queryFn'] & {}>>[number]
