import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { putAnswer } from '../../../api/after-write'
import { api } from '../../../api/client'
import { serverMessage, unwrap } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'
import { LoadFailed } from '../../../components/LoadFailed'
import { formatDateTime } from '../../../lib/dates'
import { type ContactMessageJson, contactMessagesQuery } from './inbox-query'
import './inbox.css'

/**
 * /admin's Inbox (docs/product.md#admin): what visitors sent with the contact form, newest first,
 * open ones and handled ones apart. Reply by mail (the address is a mailto: link; the copy mailed to
 * the admins has Reply-To the sender), then mark it handled so the rest of the committee knows.
 */
export function Inbox() {
  const messages = useQuery(contactMessagesQuery())
  const [showHandled, setShowHandled] = useState(false)

  if (messages.isPending) return <p className="muted">Loading the messages…</p>
  if (messages.isError)
    return (
      <LoadFailed
        message={serverMessage(
          messages.error,
          'The messages could not be loaded. Check your connection, then try again.',
        )}
        query={messages}
      />
    )
  const open = messages.data.filter((message) => message.handledAt === null)
  const handled = messages.data.filter((message) => message.handledAt !== null)
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h2 id="inbox-title">Inbox</h2>
      <p className="muted">
        Messages sent with the contact form on the home page. Reply by email, then mark them handled.
      </p>
      <h3>Open ({open.length})</h3>
      {open.length === 0 ? (
        <p className="muted">Nothing waiting for a reply.</p>
      ) : (
        <ul className="inbox-list">
          {open.map((message) => (
            <InboxMessage key={message._id} message={message} />
          ))}
        </ul>
      )}
      {handled.length > 0 && (
        <>
          <button
            type="button"
            className="button ghost small"
            aria-expanded={showHandled}
            onClick={() => setShowHandled((shown) => !shown)}
          >
            {showHandled ? 'Hide' : 'Show'} handled messages ({handled.length})
          </button>
          {showHandled && (
            <ul className="inbox-list handled">
              {handled.map((message) => (
                <InboxMessage key={message._id} message={message} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

function InboxMessage({ message }: { message: ContactMessageJson }) {
  const queryClient = useQueryClient()
  const mark = useMutation({
    mutationFn: async (handled: boolean) =>
      unwrap(await api.admin['contact-messages']({ id: message._id }).put({ handled })),
    onSuccess: (updated) =>
      putAnswer<ContactMessageJson[]>(queryClient, queryKeys.adminContactMessages, (list) =>
        list?.map((item) => (item._id === updated._id ? updated : item)),
      ),
  })
  const isHandled = message.handledAt !== null
  return (
    <li className="inbox-message card" aria-label={`Message from ${message.name}`}>
      <p className="inbox-from">
        <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
      </p>
      <p className="muted inbox-when">
        Sent {formatDateTime(message.createdAt)}
        {message.handledAt && ` · handled ${formatDateTime(message.handledAt)}`}
      </p>
      <p className="inbox-text">{message.message}</p>
      <button
        type="button"
        className="button ghost small"
        aria-disabled={mark.isPending}
        onClick={() => !mark.isPending && mark.mutate(!isHandled)}
      >
        {isHandled ? 'Mark as open' : 'Mark as handled'}
      </button>
      {mark.isError && (
        <p className="alert error" role="alert">
          {serverMessage(mark.error, 'The message could not be marked. Please try again.')}
        </p>
      )}
    </li>
  )
}
