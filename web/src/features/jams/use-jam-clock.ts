import type { JamPhase } from '@club/api/shared/jams'
import { jamPhaseAt } from '@club/api/shared/jams'
import { useEffect, useRef, useState } from 'react'
import { useServerDrawn } from '../../lib/use-server-drawn'
import { nextMoment, revealDelay, serverOffset } from './clock'
import type { JamJson } from './queries'

/** What the page needs of the jam's query: its answer, when it arrived, and how to ask again. */
interface JamQueryState {
  data: JamJson | undefined
  dataUpdatedAt: number
  refetch: () => unknown
}

/** After a first ask at the moment, how long to wait before asking again while the answer is behind. */
const ASK_AGAIN_MS = 3000
/** Asks at one moment at most this often: an answer that stays behind (offline) stops the asking. */
const ASKS_PER_MOMENT = 5

/**
 * The jam's clock on the page (docs/product.md#jams): the server's time now (the phone's clock plus
 * the offset measured when the jam's answer arrived), ticking on each second of the countdown, the
 * phase that clock reads, and the next moment. When the clock's phase moves past the phase of the
 * answer (the countdown hit zero), the jam is asked again after 0–2 s, spread at random so every open
 * page does not ask at the same instant: that answer carries the theme at the start. Until an answer
 * of the new phase arrives it asks again a few times, a few seconds apart.
 */
export function useJamClock(query: JamQueryState) {
  const jam = query.data
  const offset = jam ? serverOffset(jam.serverTime, query.dataUpdatedAt) : 0
  // Drawn by the server or taken over from it: the moment the answer was made, on both sides.
  const serverDrawn = useServerDrawn()
  const [now, setNow] = useState(() => (serverDrawn && jam ? Date.parse(jam.serverTime) : Date.now() + offset))
  const target = jam ? nextMoment(jam, Date.now() + offset)?.at : undefined

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const current = Date.now() + offset
      setNow(current)
      // Nothing left to count down to (results): the clock stops.
      if (target === undefined) return
      const left = target - current
      // The next whole second of the countdown, so that zero shows at the moment itself.
      timer = setTimeout(tick, left > 0 ? left % 1000 || 1000 : 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [offset, target])

  const phase: JamPhase | undefined = jam ? jamPhaseAt(jam, now) : undefined
  const behind = Boolean(jam && phase !== jam.phase)
  const asks = useRef({ phase, count: 0 })
  const { refetch } = query
  const answeredAt = query.dataUpdatedAt
  useEffect(() => {
    // No answer yet (answeredAt 0): the query's own first read is on its way.
    if (!behind || !answeredAt) return
    if (asks.current.phase !== phase) asks.current = { phase, count: 0 }
    if (asks.current.count >= ASKS_PER_MOMENT) return
    const wait = (asks.current.count === 0 ? 0 : ASK_AGAIN_MS) + revealDelay()
    const timer = setTimeout(() => {
      asks.current.count += 1
      void refetch()
    }, wait)
    return () => clearTimeout(timer)
  }, [behind, phase, answeredAt, refetch])

  return { now, phase, next: jam ? nextMoment(jam, now) : null }
}
