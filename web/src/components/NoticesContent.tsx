import { useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react'
import { ConnectionStatus, UpdatePrompt } from '../pwa/PwaNotices'
import { lastUsedControl } from './last-used-control'
import { currentMessages, leavePagesOtherThan, subscribeMessages } from './messages'
import '../pwa/pwa.css'

/** Room kept between the control just used and the notices above which it is brought. */
const CLEARANCE_PX = 12

/**
 * What Notices shows once there is something to say (loaded then, precached for offline use): the
 * messages, newest nearest the offline and update notices below them. Each message is its own
 * keyed paragraph, so a repeated text is read again.
 *
 * A message belongs to its page: moving to another page takes it away. And the notices cover
 * nothing for good: the page gets room at its end as tall as they are (so whatever is under
 * them can be scrolled above them), and the control just used (the last one clicked, e.g. "Create
 * event", else the focused one) is brought above them when a message about it appears over it.
 */
export function NoticesContent() {
  const messages = useSyncExternalStore(subscribeMessages, currentMessages, currentMessages)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => leavePagesOtherThan(pathname), [pathname])

  useLayoutEffect(() => {
    const stack = document.querySelector<HTMLElement>('.notices')
    const shown = stack ? [...stack.children].map((child) => child.getBoundingClientRect()).filter((r) => r.height) : []
    const top = shown.length ? Math.min(...shown.map((rect) => rect.top)) : innerHeight
    document.documentElement.style.setProperty('--notices-room', `${Math.max(0, innerHeight - top)}px`)
    const used = lastUsedControl() ?? document.activeElement
    if (!messages.length || !(used instanceof HTMLElement) || used === document.body || stack?.contains(used)) return
    const rect = used.getBoundingClientRect()
    if (rect.height && rect.bottom > top - CLEARANCE_PX && rect.top < innerHeight)
      scrollBy({ top: rect.bottom - top + CLEARANCE_PX, behavior: 'instant' })
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
