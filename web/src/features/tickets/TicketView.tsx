import { useEffect } from 'react'
import { Modal } from '../../components/Modal'
import { formatDate, formatTime } from '../../lib/dates'
import { shortCode, ticketPayload } from '../../lib/ticket-code'
import { QrCode } from './QrCode'
import './tickets.css'

export interface TicketInfo {
  eventId: string
  eventName: string
  date: string
  location: string
  ticket: string
  username: string
}

/**
 * The ticket, full screen and bright (docs/product.md#check-in-at-the-door): the QR code as large as
 * the screen allows, the student's username and the event, and the short code to type if the
 * scanner's camera fails. Everything it needs is on the device: it opens with no connection.
 */
export function TicketView({ ticket, onClose }: { ticket: TicketInfo | null; onClose: () => void }) {
  useKeepScreenOn(ticket !== null)
  return (
    <Modal open={ticket !== null} onClose={onClose} title="Your ticket" variant="full-screen">
      {ticket && (
        <div className="ticket">
          <QrCode
            text={ticketPayload(ticket.eventId, ticket.ticket)}
            label={`QR code of ${ticket.username}'s ticket`}
          />
          <p className="ticket-username">{ticket.username}</p>
          <p className="ticket-event">{ticket.eventName}</p>
          <p className="ticket-when">
            {formatDate(ticket.date)}, {formatTime(ticket.date)} · {ticket.location}
          </p>
          <p className="ticket-code">
            Ticket code <span>{shortCode(ticket.ticket)}</span>
          </p>
        </div>
      )}
    </Modal>
  )
}

/** Asks the phone not to dim while the ticket is shown (where the browser can). */
function useKeepScreenOn(on: boolean) {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | undefined
    let released = false
    navigator.wakeLock
      .request('screen')
      .then((sentinel) => {
        lock = sentinel
        if (released) void lock.release()
      })
      .catch(() => {})
    return () => {
      released = true
      void lock?.release().catch(() => {})
    }
  }, [on])
}
