import { type RefObject, useEffect, useState } from 'react'
import { useServerDrawn } from '../../lib/use-server-drawn'

const DURATION_MS = 1400
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

const showsAtOnce = () => prefersReducedMotion() || typeof IntersectionObserver === 'undefined'

/**
 * Counts from 0 up to `target` once the element is half on screen. With reduced motion asked for,
 * or without IntersectionObserver, it shows `target` straight away. The server draws `target`
 * (docs/first-view.md#what-only-the-browser-knows), which the app takes over as it is: a figure
 * already on screen (or scrolled past) then stays as it is, one below the fold goes to 0 and counts
 * up when it comes.
 */
export function useCountUp(target: number, ref: RefObject<HTMLElement | null>): number {
  const serverDrawn = useServerDrawn()
  const [value, setValue] = useState(() => (serverDrawn || showsAtOnce() ? target : 0))
  // Runs once per target: `value` changing during the count must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (showsAtOnce()) {
      setValue(target)
      return
    }
    // Shown at its value from the start (the server's drawing): the observer's first answer says
    // whether the reader already sees it.
    let first = value === target
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting)
        if (first) {
          first = false
          // On screen, or already scrolled past before the app took over: it stays as drawn.
          const passed = entries.some((entry) => entry.boundingClientRect.bottom <= 0)
          if (seen || passed) {
            observer.disconnect()
            return
          }
          setValue(0)
          return
        }
        if (!seen) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / DURATION_MS)
          setValue(Math.round(easeOutCubic(progress) * target))
          if (progress < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target, ref])
  return value
}
