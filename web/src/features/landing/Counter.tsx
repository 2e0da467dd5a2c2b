import { useRef } from 'react'
import type { Counter as CounterContent } from '../../../../api/src/shared/content/types'
import { useCountUp } from './use-count-up'

/**
 * One animated figure of the About section. The final value is laid out invisibly underneath the
 * counting one, so the box never changes size while it counts; screen readers get the final value
 * once instead of every step.
 */
export function Counter({ value, suffix, label }: CounterContent) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = useCountUp(value, ref)
  return (
    <div className="counter" ref={ref}>
      <dt className="counter-label">{label}</dt>
      <dd className="counter-value">
        <span className="counter-sizer" aria-hidden="true">
          {value}
          {suffix}
        </span>
        <span className="counter-live" aria-hidden="true" data-counter={label}>
          {shown}
          {suffix}
        </span>
        <span className="sr-only">
          {value}
          {suffix}
        </span>
      </dd>
    </div>
  )
}
