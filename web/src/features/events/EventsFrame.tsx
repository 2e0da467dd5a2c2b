import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../components/use-document-title'
import { EventsSkeleton } from './EventsSkeleton'
import './events.css'

/**
 * The head of /events around its content. With EventsPending and the styles it is part of the
 * first view (the route shows it while the list's code and data load); the list itself comes
 * with EventsPage.
 */
export function EventsFrame({ children }: { children: ReactNode }) {
  useDocumentTitle('Events')
  return (
    <div className="page events-page">
      <header className="events-head">
        <p className="eyebrow">Play, build, compete</p>
        <h1>Available Events</h1>
        <p className="lead">Gameathons, workshops and tournaments, newest first. Register to earn EXP and level up.</p>
      </header>
      {children}
    </div>
  )
}

/** /events while its data loads: cards of the real cards' shape. */
export function EventsPending() {
  return (
    <EventsFrame>
      <EventsSkeleton />
    </EventsFrame>
  )
}
