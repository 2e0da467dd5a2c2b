import { useSyncExternalStore } from 'react'
import { ConnectionStatus, UpdatePrompt } from '../pwa/PwaNotices'
import { currentMessages, subscribeMessages } from './messages'
import '../pwa/pwa.css'

/**
 * What Notices shows once there is something to say (loaded then, precached for offline use): the
 * messages, newest nearest the offline and update notices below them. Each message is its own
 * keyed paragraph, so a repeated text is read again.
 */
export function NoticesContent() {
  const messages = useSyncExternalStore(subscribeMessages, currentMessages, currentMessages)
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
