import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { DEFAULT_PAST_EVENTS } from '../../../../api/src/shared/content/past-events'
import { Icon } from '../../components/Icon'
import { useContentSection } from '../../content/site-content'
import { pictureProps } from '../../lib/picture'
import './carousel.css'

/** A swipe shorter than this (in px, or a fifth of the width if smaller) springs back. */
const SWIPE_MIN_PX = 60

/**
 * The past-events carousel, after the WAI-ARIA carousel pattern: previous/next buttons and a
 * picker with labels, slides announced politely as they change (it never turns by itself), arrow
 * keys (Home/End too) while focus is inside, and swipe by touch, pen or mouse.
 */
export function PastEventsCarousel() {
  const pastEvents = useContentSection('pastEvents', DEFAULT_PAST_EVENTS)
  const count = pastEvents.length
  const [index, setIndex] = useState(0)
  const [drag, setDrag] = useState<number | null>(null)
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const show = (next: number) => setIndex(((next % count) + count) % count)
  // The committee removed a photo while this page was open: stay on one that exists.
  const current = Math.min(index, Math.max(count - 1, 0))

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    show(next)
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = pointer.current
    if (!start || start.id !== event.pointerId) return
    const dx = event.clientX - start.x
    if (drag === null) {
      // Mostly vertical: the person is scrolling the page, not swiping.
      if (Math.abs(dx) < 8 || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    setDrag(dx)
  }
  function onPointerEnd(event: PointerEvent) {
    if (!pointer.current || pointer.current.id !== event.pointerId) return
    const width = viewport.current?.offsetWidth ?? 0
    if (drag !== null && Math.abs(drag) >= Math.min(SWIPE_MIN_PX, width / 5)) show(current + (drag < 0 ? 1 : -1))
    pointer.current = null
    setDrag(null)
  }

  // The committee removed every photo: the section says so rather than standing empty.
  if (count === 0) return <p className="muted">Photos of our next events will appear here.</p>
  return (
    // Arrow keys reach the carousel from its buttons (keydown bubbles up to here).
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group whose roledescription is carousel
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="Photos of past events"
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewport}
        className={drag === null ? 'carousel-viewport' : 'carousel-viewport dragging'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="carousel-track"
          aria-live="polite"
          style={{ transform: `translateX(calc(${-current * 100}% + ${drag ?? 0}px))` }}
        >
          {pastEvents.map((event, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
            <div
              key={`${event.url} ${event.title}`}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${event.title}`}
              aria-hidden={i !== current}
            >
              <figure>
                <img
                  {...pictureProps(event.url, { widths: [640, 800, 1600], sizes: '(min-width: 60rem) 60rem, 100vw' })}
                  alt={event.alt}
                  width={event.width}
                  height={event.height}
                  draggable={false}
                  decoding="async"
                />
                <figcaption>
                  <strong>{event.title}</strong>
                  <span>{event.date}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" aria-label="Previous event" onClick={() => show(current - 1)}>
          <Icon name="arrow-left" />
        </button>
        <ul className="carousel-dots">
          {pastEvents.map((event, i) => (
            <li key={`${event.url} ${event.title}`}>
              <button
                type="button"
                className="carousel-dot"
                aria-label={`Show event ${i + 1}: ${event.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-arrow" aria-label="Next event" onClick={() => show(current + 1)}>
          <Icon name="arrow-right" />
        </button>
      </div>
    </div>
  )
}
