import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Renders its children only once this spot comes within `margin` of the screen, so the code and
 * images of the lower sections are not fetched with the first view. `className` names the slot's
 * CSS (landing.css), which reserves at least the height the content will take, before and after
 * it arrives: nothing below moves when it does.
 */
export function WhenVisible({
  children,
  className,
  margin = '800px',
}: {
  children: ReactNode
  className: string
  margin?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  // The server draws the placeholder too (docs/first-view.md): the app takes the slot over as it is
  // and fills it when the reader comes near, as on a visit without the server's drawing.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  const placeholder = <div className="slot-placeholder" />
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
