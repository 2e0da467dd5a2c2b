/**
 * docs/product.md#limits-and-constants: an event without its own image gets art that cycles by its position in the list through
 * four cover images and four character images (web/scripts/make-event-card-art.ts draws them).
 * The character stands in front of the cover. Covers follow the position; characters follow it
 * too but step one further on each round of four, so the first sixteen cards are sixteen different
 * pairs and neighbours never share either picture (docs/decisions/0060-event-card-art.md).
 */

export interface CardPicture {
  src: string
  width: number
  height: number
}

const cover = (name: string): CardPicture => ({
  src: `/images/events/cards/cover-${name}.svg`,
  width: 800,
  height: 400,
})
const character = (name: string): CardPicture => ({
  src: `/images/events/cards/character-${name}.svg`,
  width: 240,
  height: 300,
})

export const CARD_COVERS = [cover('pixel-hills'), cover('neon-grid'), cover('dungeon'), cover('nebula')] as const
export const CARD_CHARACTERS = [
  character('knight'),
  character('robot'),
  character('mage'),
  character('astronaut'),
] as const

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/** The cover and character of the card at `position` (0 for the first card of the list). */
export function cardArtFor(position: number): { cover: CardPicture; character: CardPicture } {
  const index = Number.isInteger(position) && position > 0 ? position : 0
  const round = Math.floor(index / CARD_COVERS.length)
  return { cover: at(CARD_COVERS, index), character: at(CARD_CHARACTERS, index + round) }
}
