/** The landing page's past-events carousel. */
import type { PastEvent } from './types'

export const DEFAULT_PAST_EVENTS: PastEvent[] = [
  {
    url: '/images/events/event-gameathon.svg',
    alt: 'The winning platformer on the big screen in front of a cheering crowd',
    title: 'Gameathon 2025 finals',
    date: 'March 2025',
    width: 800,
    height: 500,
  },
  {
    url: '/images/events/event-unreal-workshop.svg',
    alt: 'A lab of students building a sunset landscape in Unreal Engine',
    title: 'Unreal Engine workshop',
    date: 'February 2025',
    width: 800,
    height: 500,
  },
  {
    url: '/images/events/event-blender-night.svg',
    alt: 'A wireframe sphere being modelled in Blender on the projector',
    title: 'Blender night',
    date: 'January 2025',
    width: 800,
    height: 500,
  },
  {
    url: '/images/events/event-esports.svg',
    alt: 'Two teams facing off under a blue and red VS screen',
    title: 'Inter-college esports final',
    date: 'November 2024',
    width: 800,
    height: 500,
  },
  {
    url: '/images/events/event-speaker-session.svg',
    alt: 'An indie developer at the podium presenting a slide with a growth chart',
    title: 'Speaker session: shipping your first game',
    date: 'October 2024',
    width: 800,
    height: 500,
  },
]
