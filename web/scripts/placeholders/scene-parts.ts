/** Building blocks of the 800×500 scene illustrations (gallery and past-event photos). */
import { ACCENT, CLOTH, GLOW, type Random, SKIN, shade } from './svg'

export const W = 800
export const H = 500

const SKIES = {
  night: ['#070912', '#1a1440', '#3a1f5c'],
  dusk: ['#1b1640', '#6d3461', '#ff9a5a'],
  day: ['#1e4e79', '#4f93c0', '#a9d8e8'],
  indoor: ['#0b0c10', '#151824', '#1f2333'],
} as const
export type Sky = keyof typeof SKIES

export function sky(kind: Sky): string {
  const [a, b, c] = SKIES[kind]
  return (
    `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".6" stop-color="${b}"/>` +
    `<stop offset="1" stop-color="${c}"/></linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
  )
}

export function stars(r: Random, count: number, maxY = 220): string {
  let d = ''
  for (let i = 0; i < count; i++) d += `M${r.between(0, W)} ${r.between(0, maxY)}h2v2h-2z`
  return `<path d="${d}" fill="#fff" opacity=".7"/>`
}

export function windows(r: Random, x: number, y: number, cols: number, rows: number, lit = 0.4): string {
  let dark = ''
  let on = ''
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const cell = `M${x + i * 22} ${y + j * 26}h12v16h-12z`
      if (r.next() < lit) on += cell
      else dark += cell
    }
  return `<path d="${dark}" fill="#0e1018" opacity=".7"/><path d="${on}" fill="#ffd27a" opacity=".9"/>`
}

/** A red-sandstone campus block with arches and an optional dome, in the manner of Delhi's colleges. */
export function campus(r: Random, x: number, base: number, w: number, h: number, dome = false): string {
  const stone = '#8a4a3a'
  let out = `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${stone}"/>`
  out += `<rect x="${x - 6}" y="${base - h - 8}" width="${w + 12}" height="10" fill="${shade(stone, -0.25)}"/>`
  out += windows(r, x + 16, base - h + 18, Math.floor((w - 24) / 22), Math.max(1, Math.floor((h - 70) / 26)))
  const arches = Math.floor(w / 40)
  for (let i = 0; i < arches; i++) {
    const ax = x + 12 + i * ((w - 24) / arches)
    out += `<path d="M${ax} ${base}v-30a12 12 0 0 1 24 0v30z" fill="${shade(stone, -0.45)}"/>`
  }
  if (dome) {
    const cx = x + w / 2
    out += `<path d="M${cx - 46} ${base - h - 8}a46 46 0 0 1 92 0z" fill="#d9c6a5"/>`
    out += `<rect x="${cx - 2}" y="${base - h - 72}" width="4" height="20" fill="#d9c6a5"/>`
  }
  return out
}

export function trees(r: Random, base: number, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = r.between(0, W)
    const s = r.between(0.7, 1.3)
    out += `<rect x="${x - 3}" y="${base - 40 * s}" width="6" height="${40 * s}" fill="#2a1d17"/>`
    out += `<circle cx="${x}" cy="${base - 52 * s}" r="${26 * s}" fill="${r.pick(['#1f4d3a', '#24593f', '#1a3f33'])}"/>`
  }
  return out
}

export const ground = (y: number, color: string) => `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`

/** A row of people seen from behind or in front: heads and shoulders, some holding up a glowing phone. */
export function crowd(r: Random, y: number, count: number, scale: number, darken = 0, back = false): string {
  let out = ''
  const step = W / count
  for (let i = 0; i < count; i++) {
    const x = i * step + step / 2 + r.between(-step / 4, step / 4)
    const s = scale * r.between(0.9, 1.1)
    const cloth = shade(r.pick(CLOTH), -darken)
    const skin = shade(r.pick(SKIN), -darken)
    out += `<path d="M${x - 26 * s} ${H}q0-${52 * s} ${26 * s}-${52 * s}q${26 * s} 0 ${26 * s} ${52 * s}z" transform="translate(0 ${y - H + 52 * s})" fill="${cloth}"/>`
    const hair = shade(r.pick(['#15151a', '#2b1d14', '#3b2417']), -darken)
    out += `<circle cx="${x}" cy="${y - 8 * s}" r="${15 * s}" fill="${back ? hair : skin}"/>`
    if (!back)
      out += `<path d="M${x - 15 * s} ${y - 10 * s}a15 15 0 0 1 ${30 * s} 0q-15-${6 * s}-${30 * s} 0z" fill="${hair}"/>`
    if (r.next() < 0.18)
      out += `<rect x="${x + 14 * s}" y="${y - 52 * s}" width="${9 * s}" height="${15 * s}" rx="2" fill="${ACCENT}" opacity=".9"/>`
  }
  return out
}

export function spotlights(xs: number[], color = '#fff'): string {
  return xs
    .map(
      (x) => `<path d="M${x - 8} 0h16l${90 * Math.sign(400 - x) + 40} ${H}h-${180}z" fill="${color}" opacity=".07"/>`,
    )
    .join('')
}

export function bunting(r: Random, y: number): string {
  let out = `<path d="M0 ${y}Q${W / 2} ${y + 40} ${W} ${y}" fill="none" stroke="#d7d9e0" stroke-width="1.5" opacity=".6"/>`
  for (let x = 20; x < W; x += 40) {
    const t = x / W
    const yy = y + 40 * 2 * t * (1 - t) * 1
    out += `<path d="M${x - 10} ${yy}h20l-10 18z" fill="${r.pick(GLOW)}" opacity=".85"/>`
  }
  return out
}

/** A screen with its frame, showing one of the game-ish pictures below. */
export function screen(x: number, y: number, w: number, h: number, content: string): string {
  return (
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="6" fill="#15171f"/>` +
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${content}</svg>` +
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="6" fill="none" stroke="${ACCENT}" stroke-opacity=".35" stroke-width="2"/>`
  )
}

export function desk(r: Random, x: number, y: number, content: string): string {
  return (
    screen(x, y, 96, 56, content) +
    `<rect x="${x + 42}" y="${y + 64}" width="12" height="16" fill="#2a2e3b"/>` +
    `<rect x="${x - 30}" y="${y + 80}" width="156" height="10" fill="${r.pick(['#3a3f52', '#2f3344'])}"/>`
  )
}
