import { pictureProps } from '../../lib/picture'
import { useImageFailure } from '../../lib/use-image-failure'
import { cardArtFor } from './card-art'

/** The grid of events.css: three cards across from 64rem, two from 44rem, one on a phone. */
const CARD = { widths: [640, 800], sizes: '(min-width: 64rem) 33vw, (min-width: 44rem) 50vw, 100vw' } as const
/** The event page: beside the facts (about half of a 72rem page) from 56rem, the page's width below. */
const HERO = { widths: [640, 800, 1600], sizes: '(min-width: 75rem) 35rem, (min-width: 56rem) 48vw, 100vw' } as const

/**
 * The picture at the top of a card: the event's own image, else (or when it fails to load) the
 * cover and character docs/product.md#limits-and-constants cycles through by list position. The box has a fixed 2:1 shape, so
 * nothing moves while pictures arrive. The own image is the organisers' poster and named; the
 * cycled art is decoration that says nothing about the event, so it is hidden from screen readers.
 * A stored image comes in the sizes it is shown at: a card's third, half or whole of the page;
 * the event page's `hero` half the page beside the facts, or its whole width on a phone.
 */
export function EventCardImage({
  name,
  imageUrl,
  position,
  hero = false,
}: {
  name: string
  imageUrl: string | null
  position: number
  hero?: boolean
}) {
  const { failed, imageProps } = useImageFailure()
  const eager = position < 3
  const loading = eager ? 'eager' : 'lazy'
  if (imageUrl && !failed)
    return (
      <div className="event-image">
        <img
          className="event-image-own"
          {...pictureProps(imageUrl, hero ? HERO : CARD)}
          alt={`Poster of ${name}`}
          width={800}
          height={400}
          loading={loading}
          decoding="async"
          {...imageProps}
        />
      </div>
    )
  const { cover, character } = cardArtFor(position)
  return (
    <div className="event-image">
      <img
        className="event-image-cover"
        src={cover.src}
        alt=""
        width={cover.width}
        height={cover.height}
        loading={loading}
        decoding="async"
      />
      <img
        className="event-image-character"
        src={character.src}
        alt=""
        width={character.width}
        height={character.height}
        loading={loading}
        decoding="async"
      />
    </div>
  )
}
