/**
 * The photos of /gallery (the orientation) and of the landing page's past-events carousel.
 * Files live in web/public/images/gallery/ and web/public/images/events/; width and height are
 * the picture's own pixel size (they reserve its space so the page does not jump while it loads).
 */

export interface Photo {
  src: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  width: number
  height: number
}

export interface EventPhoto extends Photo {
  /** The event's name, shown under the photo. */
  title: string
  /** When it took place, as people say it, e.g. "March 2025". */
  when: string
}

/** docs/product.md#public-pages: the gallery shows seven orientation photos. */
export const ORIENTATION_PHOTOS: Photo[] = [
  {
    src: '/images/gallery/orientation-welcome.svg',
    alt: 'Freshers arriving at the welcome screen in front of the main building at dusk',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-auditorium.svg',
    alt: 'The orientation talk in the auditorium, seen from the back rows',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-demo-stations.svg',
    alt: 'Freshers trying games made by club members at three demo stations',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-pixel-wall.svg',
    alt: 'Students posing in front of a giant pixel-art space invader painted on a wall',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-lan-night.svg',
    alt: 'The first LAN night: a row of monitors glowing in the dark lab',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-group-steps.svg',
    alt: 'The new batch and the club standing on the steps of the main building',
    width: 800,
    height: 500,
  },
  {
    src: '/images/gallery/orientation-game-jam.svg',
    alt: 'Sticky notes on a whiteboard while teams plan their first game at the mini game jam',
    width: 800,
    height: 500,
  },
]

export const PAST_EVENTS: EventPhoto[] = [
  {
    title: 'Gameathon 2025 finals',
    when: 'March 2025',
    src: '/images/events/event-gameathon.svg',
    alt: 'The winning platformer on the big screen in front of a cheering crowd',
    width: 800,
    height: 500,
  },
  {
    title: 'Unreal Engine workshop',
    when: 'February 2025',
    src: '/images/events/event-unreal-workshop.svg',
    alt: 'A lab of students building a sunset landscape in Unreal Engine',
    width: 800,
    height: 500,
  },
  {
    title: 'Blender night',
    when: 'January 2025',
    src: '/images/events/event-blender-night.svg',
    alt: 'A wireframe sphere being modelled in Blender on the projector',
    width: 800,
    height: 500,
  },
  {
    title: 'Inter-college esports final',
    when: 'November 2024',
    src: '/images/events/event-esports.svg',
    alt: 'Two teams facing off under a blue and red VS screen',
    width: 800,
    height: 500,
  },
  {
    title: 'Speaker session: shipping your first game',
    when: 'October 2024',
    src: '/images/events/event-speaker-session.svg',
    alt: 'An indie developer at the podium presenting a slide with a growth chart',
    width: 800,
    height: 500,
  },
]
