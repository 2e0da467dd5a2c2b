import { useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react'
import { ConnectionStatus, UpdatePrompt } from '../pwa/PwaNotices'
import { lastUsedControl } from './last-used-control'
import { currentMessages, leavePagesOtherThan, subscribeMessages } from './messages'
import '../pwa/pwa.css'

/** Room kept between the control just used and the notices above which it is brought. */
const CLEARANCE_PX = 12
/** How long (in frames, about a second) the control a new message is about is kept clear of the notices. */
const FOLLOW_FRAMES = 60

/**
 * Where the notices begin, from the top of the screen: their layout, not their entrance animation
 * (which starts them lower), so a control is brought above where they end up.
 */
function noticesTop(stack: HTMLElement | null): number {
  if (!stack) return innerHeight
  const top = stack.getBoundingClientRect().top
  const shown = [...stack.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
  const tops = shown.filter((child) => child.offsetHeight).map((child) => top + child.offsetTop)
  return tops.length ? Math.min(...tops) : innerHeight
}

/**
 * Scrolls the page so that `used` (the control a message is about, or what replaced it) ends
 * above the notices. Not the body, nothing inside the notices, and nothing taller than half the
 * screen (the box around a control that has gone may be a whole page: that is not about it).
 */
function keepClear(used: Element, stack: HTMLElement | null) {
  if (!(used instanceof HTMLElement) || used === document.body || stack?.contains(used)) return
  const rect = used.getBoundingClientRect()
  const top = noticesTop(stack)
  if (!rect.height || rect.height > innerHeight / 2) return
  if (rect.bottom > top - CLEARANCE_PX && rect.top < innerHeight)
    scrollBy({ top: rect.bottom - top + CLEARANCE_PX, behavior: 'instant' })
}

/**
 * What Notices shows once there is something to say (loaded then, precached for offline use): the
 * messages, newest nearest the offline and update notices below them. Each message is its own
 * keyed paragraph, so a repeated text is read again.
 *
 * A message belongs to its page: moving to another page takes it away. And the notices cover
 * nothing for good: the page gets room at its end as tall as they are (so whatever is under
 * them can be scrolled above them), and the control just used (the last one clicked, e.g. "Create
 * event", else the focused one; or, once it has been replaced, the box that held it) is brought
 * above them when a message about it appears over it, and kept there while it settles.
 */
export function NoticesContent() {
  const messages = useSyncExternalStore(subscribeMessages, currentMessages, currentMessages)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => leavePagesOtherThan(pathname), [pathname])

  useLayoutEffect(() => {
    const stack = document.querySelector<HTMLElement>('.notices')
    document.documentElement.style.setProperty('--notices-room', `${Math.max(0, innerHeight - noticesTop(stack))}px`)
    if (!messages.length) return
    // Now, and while what the message is about settles: a control often changes as its answer comes
    // (Register Now becomes "You're registered" with Cancel registration, taller) a frame or two after
    // the message, so it is followed for a moment, each time it changes, never against a scroll.
    let frame = 0
    let seen: { element: Element; height: number } | null = null
    const follow = (count: number) => {
      const used = lastUsedControl() ?? document.activeElement
      const height = used?.getBoundingClientRect().height ?? 0
      if (used && (used !== seen?.element || height !== seen.height)) {
        seen = { element: used, height }
        keepClear(used, stack)
      }
      if (count < FOLLOW_FRAMES) frame = requestAnimationFrame(() => follow(count + 1))
    }
    follow(0)
    return () => cancelAnimationFrame(frame)
  }, [messages])
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty('--notices-room')
    },
    [],
  )

  return (
    <>
      {messages.map((message) => (
        <p key={message.id} className={`notice message ${message.tone}`}>
          {message.text}
        </p>
      ))}
      <UpdatePrompt />
      <ConnectionStatus />
    </>
  )
}
