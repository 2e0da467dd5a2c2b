/**
 * Draws the placeholder art the site ships with: team and faculty portraits, the seven orientation
 * photos of /gallery and the past-event photos of the landing-page carousel, plus the fallback
 * portrait. All are small SVG illustrations made here (nothing downloaded), deterministic, so a
 * re-run gives the same bytes. Real photos replace them file by file (see docs/content.md); this
 * script is only needed to change the placeholders themselves.
 *
 *   bun web/scripts/make-placeholders.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Extra, type HairStyle, type Look, type Outfit, portrait } from './placeholders/portrait'
import { ORIENTATION, PAST_EVENTS, renderScene } from './placeholders/scenes'
import { document } from './placeholders/svg'

const out = join(import.meta.dirname, '../public/images')

/** file, name, hair, outfit, extra: the colours follow from the position in the list. */
type Row = [file: string, name: string, hair: HairStyle, outfit: Outfit, extra: Extra]
const TEAM: Row[] = [
  ['aarav-mehta', 'Aarav Mehta', 'quiff', 'jacket', 'none'],
  ['ishita-sharma', 'Ishita Sharma', 'long', 'tee', 'glasses'],
  ['kabir-singh', 'Kabir Singh', 'short', 'hoodie', 'beard'],
  ['ananya-gupta', 'Ananya Gupta', 'bun', 'jacket', 'none'],
  ['rohan-verma', 'Rohan Verma', 'curly', 'hoodie', 'headphones'],
  ['meher-kaur', 'Meher Kaur', 'ponytail', 'tee', 'none'],
  ['vivaan-malhotra', 'Vivaan Malhotra', 'quiff', 'tee', 'glasses'],
  ['saanvi-iyer', 'Saanvi Iyer', 'long', 'hoodie', 'headphones'],
  ['arjun-nair', 'Arjun Nair', 'buzz', 'jacket', 'cap'],
  ['diya-bansal', 'Diya Bansal', 'curly', 'tee', 'glasses'],
  ['kunal-joshi', 'Kunal Joshi', 'short', 'hoodie', 'glasses-beard'],
  ['aditya-rao', 'Aditya Rao', 'short', 'tee', 'headphones'],
  ['nisha-yadav', 'Nisha Yadav', 'ponytail', 'hoodie', 'glasses'],
  ['pranav-chawla', 'Pranav Chawla', 'curly', 'jacket', 'none'],
  ['tara-menon', 'Tara Menon', 'bun', 'tee', 'headphones'],
  ['yash-arora', 'Yash Arora', 'buzz', 'hoodie', 'beard'],
  ['riya-kapoor', 'Riya Kapoor', 'long', 'jacket', 'none'],
  ['siddharth-jain', 'Siddharth Jain', 'quiff', 'hoodie', 'cap'],
  ['pooja-negi', 'Pooja Negi', 'long', 'tee', 'headphones'],
  ['harsh-tiwari', 'Harsh Tiwari', 'short', 'jacket', 'glasses'],
  ['simran-gill', 'Simran Gill', 'bun', 'hoodie', 'glasses'],
  ['neha-bhatia', 'Neha Bhatia', 'curly', 'jacket', 'headphones'],
  ['dev-saxena', 'Dev Saxena', 'quiff', 'tee', 'beard'],
  ['aisha-khan', 'Aisha Khan', 'ponytail', 'jacket', 'none'],
  ['manav-sethi', 'Manav Sethi', 'buzz', 'tee', 'glasses'],
  ['kavya-reddy', 'Kavya Reddy', 'long', 'hoodie', 'none'],
  ['rahul-mishra', 'Rahul Mishra', 'short', 'hoodie', 'headphones'],
  ['zoya-ahmed', 'Zoya Ahmed', 'bun', 'jacket', 'glasses'],
  ['tanvi-desai', 'Tanvi Desai', 'curly', 'tee', 'cap'],
]

const FACULTY: [file: string, name: string, look: Look][] = [
  [
    'sunita-rawat',
    'Dr. Sunita Rawat',
    { hair: 'bun', outfit: 'blazer', extra: 'glasses', skin: 3, hairColor: 4, cloth: 7, glow: 0 },
  ],
  [
    'vikram-khanna',
    'Dr. Vikram Khanna',
    { hair: 'receding', outfit: 'blazer', extra: 'glasses-beard', skin: 4, hairColor: 5, cloth: 0, glow: 1 },
  ],
]

/** Shown when a member has no photo or it fails to load: a neutral silhouette in the site's colours. */
const FALLBACK = document(
  160,
  160,
  'No photo',
  '<rect width="160" height="160" fill="#1c1f29"/><circle cx="80" cy="66" r="28" fill="#3a3f52"/>' +
    '<path d="M24 160Q26 108 80 106Q134 108 136 160Z" fill="#3a3f52"/>' +
    '<path d="M12 12h14M12 12v14M148 12h-14M148 12v14" stroke="#c6ff3d" stroke-opacity=".6" stroke-width="3" fill="none"/>',
)

function write(folder: string, file: string, svg: string) {
  mkdirSync(join(out, folder), { recursive: true })
  writeFileSync(join(out, folder, file), `${svg}\n`)
  return svg.length + 1
}

let bytes = 0
let files = 0
TEAM.forEach(([file, name, hair, outfit, extra], i) => {
  const look: Look = { hair, outfit, extra, skin: (i * 5) % 6, hairColor: i % 4, cloth: i, glow: (i * 7) % 6 }
  bytes += write('team', `${file}.svg`, portrait(name, look))
  files++
})
for (const [file, name, look] of FACULTY) {
  bytes += write('faculty', `${file}.svg`, portrait(name, look))
  files++
}
bytes += write('team', 'fallback.svg', FALLBACK)
files++
ORIENTATION.forEach((scene, i) => {
  bytes += write('gallery', scene.file, renderScene(scene, 101 + i))
  files++
})
PAST_EVENTS.forEach((scene, i) => {
  bytes += write('events', scene.file, renderScene(scene, 201 + i))
  files++
})
console.log(`${files} images, ${(bytes / 1024).toFixed(1)} KiB in ${out}`)
