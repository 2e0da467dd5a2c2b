/** /gallery: the seven orientation photos (docs/product.md#public-pages). */
import type { Photo } from './types'

export const DEFAULT_GALLERY: Photo[] = [
  {
    url: '/images/gallery/orientation-welcome.svg',
    alt: 'Freshers arriving at the welcome screen in front of the main building at dusk',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-auditorium.svg',
    alt: 'The orientation talk in the auditorium, seen from the back rows',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-demo-stations.svg',
    alt: 'Freshers trying games made by club members at three demo stations',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-pixel-wall.svg',
    alt: 'Students posing in front of a giant pixel-art space invader painted on a wall',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-lan-night.svg',
    alt: 'The first LAN night: a row of monitors glowing in the dark lab',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-group-steps.svg',
    alt: 'The new batch and the club standing on the steps of the main building',
    width: 800,
    height: 500,
  },
  {
    url: '/images/gallery/orientation-game-jam.svg',
    alt: 'Sticky notes on a whiteboard while teams plan their first game at the mini game jam',
    width: 800,
    height: 500,
  },
]
