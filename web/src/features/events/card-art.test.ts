import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CARD_CHARACTERS, CARD_COVERS, cardArtFor } from './card-art'

const publicDir = join(import.meta.dir, '../../../public')

describe('cardArtFor', () => {
  test('the first four cards get the four covers and the four characters in order', () => {
    expect([0, 1, 2, 3].map((i) => cardArtFor(i).cover)).toEqual([...CARD_COVERS])
    expect([0, 1, 2, 3].map((i) => cardArtFor(i).character)).toEqual([...CARD_CHARACTERS])
  })

  test('covers repeat every four cards; characters step one further each round', () => {
    expect(cardArtFor(4).cover).toBe(CARD_COVERS[0])
    expect(cardArtFor(4).character).toBe(CARD_CHARACTERS[1])
    expect(cardArtFor(7).character).toBe(CARD_CHARACTERS[0])
    expect(cardArtFor(8).character).toBe(CARD_CHARACTERS[2])
    expect(cardArtFor(16)).toEqual(cardArtFor(0))
  })

  test('sixteen cards, sixteen different pairs, and neighbours never share a picture', () => {
    const pairs = Array.from({ length: 16 }, (_, i) => cardArtFor(i))
    expect(new Set(pairs.map((p) => `${p.cover.src} ${p.character.src}`)).size).toBe(16)
    for (let i = 1; i < 40; i++) {
      expect(cardArtFor(i).cover).not.toBe(cardArtFor(i - 1).cover)
      expect(cardArtFor(i).character).not.toBe(cardArtFor(i - 1).character)
    }
  })

  test('a position that is not a whole number ≥ 0 counts as the first', () => {
    for (const position of [-1, Number.NaN, 1.5, Number.POSITIVE_INFINITY])
      expect(cardArtFor(position)).toEqual(cardArtFor(0))
  })
})

test('every picture exists and declares the size the card reserves for it', () => {
  for (const picture of [...CARD_COVERS, ...CARD_CHARACTERS]) {
    const head = readFileSync(join(publicDir, picture.src)).toString('utf8', 0, 300)
    expect(head).toContain(`width="${picture.width}" height="${picture.height}"`)
    expect(head).toContain('<title>')
  }
})
