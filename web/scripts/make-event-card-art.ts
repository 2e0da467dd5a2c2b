/**
 * Draws the art of the event cards (docs/product.md#limits-and-constants: "event cards cycle through four character images and
 * four cover images by list position"): four 800×400 covers and four 240×300 characters on a
 * transparent background, in web/public/images/events/cards/. Deterministic like the other
 * placeholders (make-placeholders.ts); how a card combines them is in
 * docs/decisions/0060-event-card-art.md.
 *
 *   bun web/scripts/make-event-card-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHARACTER_HEIGHT, CHARACTER_WIDTH, CHARACTERS } from './event-card-art/characters'
import { COVER_HEIGHT, COVER_WIDTH, COVERS } from './event-card-art/covers'
import { document, seeded } from './placeholders/svg'

const out = join(import.meta.dirname, '../public/images/events/cards')
mkdirSync(out, { recursive: true })

let bytes = 0
function write(file: string, svg: string) {
  writeFileSync(join(out, file), `${svg}\n`)
  bytes += svg.length + 1
}

COVERS.forEach((cover, i) => {
  write(cover.file, document(COVER_WIDTH, COVER_HEIGHT, cover.title, cover.draw(seeded(301 + i))))
})
for (const character of CHARACTERS)
  write(character.file, document(CHARACTER_WIDTH, CHARACTER_HEIGHT, character.title, character.body))

console.log(`${COVERS.length + CHARACTERS.length} images, ${(bytes / 1024).toFixed(1)} KiB in ${out}`)
