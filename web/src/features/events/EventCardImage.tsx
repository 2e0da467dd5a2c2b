import { useState } from 'react'
import { cardArtFor } from './card-art'

/**
 * The picture at the top of a card: the event's own image, else (or when it fails to load) the
 * cover and character docs/product.md#limits-and-constants cycles through by list position. The box has a fixed 2:1 shape, so
 * nothing moves while pictures arrive. The own image is the organisers' poster and named; the
 * cycled art is decoration that says nothing about the event, so it is hidden from screen readers.
 */
export function EventCardImage({
  name,
  imageUrl,
  position,
}: {
  name: string
  imageUrl: string | null
  position: number
}) {
  const [failed, setFailed] = useState(false)
  const eager = position < 3
  const loading = eager ? 'eager' : 'lazy'
  if (imageUrl && !failed)
    return (
      <div className="event-image">
        <img
          className="event-image-own"
          src={imageUrl}
          alt={`Poster of ${name}`}
          width={800}
          height={400}
          loading={loading}
          decoding="async"
          onError={() => setFailed(true)}
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
