import { type RefObject, useEffect, useState } from 'react'

const DURATION_MS = 1400
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * Counts from 0 up to `target` once the element is half on screen. With reduced motion asked for,
 * or without IntersectionObserver, it shows `target` straight away.
 */
export function useCountUp(target: number, ref: RefObject<HTMLElement | null>): number {
  const [value, setValue] = useState(() =>
    prefersReducedMotion() || typeof IntersectionObserver === 'undefined' ? target : 0,
  )
  // Runs once per target: `value` changing during the count must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = ref.current
    if (!element || value === target) return
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
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
