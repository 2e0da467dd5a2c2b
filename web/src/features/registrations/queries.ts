import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/** The signed-in student's registrations (GET /api/registrations/my), saved on the device as theirs. */
export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.myRegistrations,
    queryFn: async () => unwrap(await api.registrations.my.get()),
    ...savedOnDevice('student'),
  })

export type RegistrationJson = Awaited<ReturnType<ReturnType<typeof myRegistrationsQuery>['queryFn'] & {}>>[number]
