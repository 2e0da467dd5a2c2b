/**
 * The scanner's state: the list it judges against (as downloaded, plus this phone's own check-ins
 * since), the last answer, and the scans on their way to the server.
 */
import { checkInWindow } from '@club/api/shared/check-in-window'
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { mutationKeys, queryKeys } from '../../api/query-keys'
import { canReachServer } from '../../pwa/connectivity'
import { type EventJson, eventQuery } from '../events'
import { indexAttendees } from './attendee-index'
import { codeToAsk, judgeElsewhere, judgeScan, type Scan, type Verdict } from './judge-scan'
import { askTicketEvent, attendeesQuery } from './queries'
import { scanMutation } from './scan-mutation'
import { markScanStart } from './scan-timing'
import type { ScanOutcome, ScanVariables } from './scan-types'

/** While the server answers, the list is downloaded again this often (promotions, new registrations). */
const REFRESH_MS = 30_000

interface ScanState {
  variables: ScanVariables
  status: 'idle' | 'pending' | 'success' | 'error'
  isPaused: boolean
  outcome: ScanOutcome | undefined
}

export function useScanner(event: EventJson) {
  const queryClient = useQueryClient()
  const attendees = useQuery({ ...attendeesQuery(event._id), refetchInterval: REFRESH_MS })
  const index = useMemo(() => indexAttendees(attendees.data ?? []), [attendees.data])
  const window = useMemo(() => checkInWindow(event), [event])
  const scans = useMutationState({
    filters: { mutationKey: mutationKeys.checkIn },
    select: (mutation): ScanState => ({
      variables: mutation.state.variables as ScanVariables,
      status: mutation.state.status,
      isPaused: mutation.state.isPaused,
      outcome: mutation.state.data as ScanOutcome | undefined,
    }),
  }).filter((scan) => scan.variables?.eventId === event._id)
  // This phone's check-ins: waiting, or answered and not refused.
  const local = useMemo(() => {
    const map = new Map<string, string>()
    for (const scan of scans)
      if (scan.status === 'pending' || (scan.status === 'success' && scan.outcome?.kind !== 'refused'))
        map.set(scan.variables.student.userId, scan.variables.scannedAt)
    return map
  }, [scans])
  const waiting = scans.filter((scan) => scan.status === 'pending').length
  const send = useMutation(scanMutation)
  const [answer, setAnswer] = useState<{ verdict: Verdict; id: number } | null>(null)
  const localRef = useRef(local)
  localRef.current = local

  const scan = useCallback(
    (input: Scan) => {
      const id = markScanStart()
      const verdict = judgeScan(input, {
        eventId: event._id,
        index,
        local: localRef.current,
        window,
        now: new Date(),
        eventNameOf: (eventId) =>
          queryClient.getQueryData<EventJson[]>(queryKeys.events)?.find((other) => other._id === eventId)?.name ??
          queryClient.getQueryData<EventJson>(queryKeys.event(eventId))?.name ??
          null,
      })
      // A ticket the list does not know, typed (no event in it to tell by): whose it is, only the server knows.
      const code = codeToAsk(input, verdict)
      if (code) {
        const online = canReachServer()
        setAnswer({ verdict: judgeElsewhere(verdict, online ? 'asking' : 'no-answer', event._id), id })
        if (online)
          void askTicketEvent(event._id, code).then((answer) => {
            const told = judgeElsewhere(verdict, answer, event._id)
            setAnswer((shown) => (shown?.id === id ? { verdict: told, id } : shown))
            // A seat taken after the download: the list again, so the next try finds it.
            if (told.kind === 'unknown' && told.elsewhere === 'newer-than-list')
              void readAgain(queryClient, queryKeys.attendees(event._id))
          })
        return verdict
      }
      setAnswer({ verdict, id })
      // Another event's ticket, an event this device has not read: its name from the server, if it answers.
      if (verdict.kind === 'wrong-event' && !verdict.eventName)
        void queryClient
          .fetchQuery(eventQuery(verdict.eventId))
          .then(({ name }) =>
            setAnswer((shown) => (shown?.id === id ? { verdict: { ...verdict, eventName: name }, id } : shown)),
          )
          .catch(() => {})
      if (verdict.kind !== 'checked-in') return verdict
      const { attendee } = verdict
      send.mutate({
        eventId: event._id,
        ...('userId' in input ? { userId: attendee.userId } : { ticket: attendee.ticket }),
        nonce: crypto.randomUUID(),
        scannedAt: verdict.at,
        student: { userId: attendee.userId, username: attendee.username },
        queued: true,
      })
      return verdict
    },
    [event._id, index, window, queryClient, send.mutate],
  )

  return { attendees, index, window, answer, scan, waiting, local }
}
