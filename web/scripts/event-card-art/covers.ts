/**
 * The four cover images of the event cards (docs/product.md#limits-and-constants): 800×400 game-world backdrops. Their focal
 * detail sits left of centre, because a character image stands on the right of every card that
 * uses them (docs/decisions/0060-event-card-art.md).
 */
import { ACCENT, GLOW, type Random, shade } from '../placeholders/svg'

export const COVER_WIDTH = 800
export const COVER_HEIGHT = 400
const W = COVER_WIDTH
const H = COVER_HEIGHT

export interface Cover {
  file: string
  title: string
  draw: (r: Random) => string
}

function gradientSky(id: string, stops: readonly string[]): string {
  const step = 1 / (stops.length - 1)
  const offsets = stops.map((colour, i) => `<stop offset="${(i * step).toFixed(2)}" stop-color="${colour}"/>`).join('')
  return `<defs><linearGradient id="${id}" x2="0" y2="1">${offsets}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
}

function stars(r: Random, count: number, maxY: number): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const size = r.next() < 0.15 ? 3 : 2
    d += `M${r.between(0, W)} ${r.between(0, maxY)}h${size}v${size}h-${size}z`
  }
  return `<path d="${d}" fill="#fff" opacity=".75"/>`
}

/** A silhouette of square steps: pixel-art hills. */
function steppedHills(r: Random, base: number, minY: number, maxY: number, step: number, fill: string): string {
  let d = `M0 ${base}`
  let y = r.between(minY, maxY)
  for (let x = 0; x <= W; x += step) {
    y = Math.min(maxY, Math.max(minY, y + r.pick([-step, 0, step])))
    d += `V${Math.round(y / 8) * 8}H${x + step}`
  }
  return `<path d="${d}V${base}Z" fill="${fill}"/>`
}

function pixelCloud(x: number, y: number): string {
  return `<path d="M${x} ${y}h48v-12h24v12h24v12h12v12H${x - 12}v-12h12z" fill="#fff" opacity=".22"/>`
}

const PIXEL_HILLS: Cover = {
  file: 'cover-pixel-hills.svg',
  title: 'A pixel-art platformer level at dusk: hills, floating blocks and coins',
  draw: (r) => {
    let blocks = ''
    for (let x = 0; x < W; x += 40) {
      blocks += `<rect x="${x}" y="332" width="40" height="68" fill="${x % 80 ? '#6b3f22' : '#5d3620'}"/>`
      blocks += `<path d="M${x + 6} ${352 + (x % 3) * 10}h10v6h-10z" fill="#4a2a18"/>`
    }
    const coins = [150, 190, 230, 270]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="212" rx="9" ry="12" fill="#ffd23f"/><rect x="${x - 2}" y="204" width="4" height="16" fill="#e0a800"/>`,
      )
      .join('')
    return (
      gradientSky('sky', ['#1b1640', '#6d3461', '#ff9a5a']) +
      '<circle cx="560" cy="210" r="70" fill="#ffd27a" opacity=".9"/>' +
      pixelCloud(90, 70) +
      pixelCloud(420, 110) +
      pixelCloud(660, 50) +
      steppedHills(r, 340, 170, 260, 40, '#3d2a5c') +
      steppedHills(r, 340, 230, 300, 32, '#24193a') +
      blocks +
      `<rect y="324" width="${W}" height="12" fill="#4caf50"/><rect y="324" width="${W}" height="4" fill="${ACCENT}" opacity=".7"/>` +
      '<rect x="130" y="240" width="160" height="24" fill="#8d5a34"/><rect x="130" y="240" width="160" height="6" fill="#4caf50"/>' +
      `<rect x="330" y="170" width="32" height="32" fill="${ACCENT}"/><path d="M340 178h12v8h-4v4h-4v-4h4v-4h-8zM344 194h4v4h-4z" fill="#0b0c10"/>` +
      coins +
      '<path d="M60 324v-56h8v56z" fill="#d7d9e0"/><path d="M68 268h36l-10 12 10 12H68z" fill="#ff5fa2"/>'
    )
  },
}

const NEON_GRID: Cover = {
  file: 'cover-neon-grid.svg',
  title: 'A synthwave arcade horizon: striped sun, wireframe mountains and a neon grid',
  draw: (r) => {
    const horizon = 250
    let grid = ''
    for (let i = 1; i <= 9; i++) {
      const y = horizon + (H - horizon) * (i / 9) ** 1.8
      grid += `M0 ${y}H${W}`
    }
    for (let x = -800; x <= 1600; x += 100) grid += `M400 ${horizon}L${x} ${H}`
    let stripes = ''
    for (let i = 0; i < 6; i++)
      stripes += `<rect x="220" y="${176 + i * 13}" width="200" height="${2 + i}" fill="#2a0f4a"/>`
    return (
      gradientSky('sky', ['#070912', '#2a0f4a', '#6d1f6b']) +
      stars(r, 70, 180) +
      '<defs><linearGradient id="sun" x2="0" y2="1"><stop offset="0" stop-color="#ffd27a"/><stop offset="1" stop-color="#ff5fa2"/></linearGradient></defs>' +
      '<circle cx="320" cy="180" r="86" fill="url(#sun)"/>' +
      stripes +
      `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#0d0718"/>` +
      `<path d="M0 ${horizon}L90 190L150 222L240 150L330 ${horizon}ZM470 ${horizon}L560 176L630 214L700 160L800 ${horizon}Z" fill="#140a26" stroke="${GLOW[1]}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="${grid}" stroke="${GLOW[2]}" stroke-width="2" opacity=".7"/>` +
      `<rect y="${horizon - 1}" width="${W}" height="3" fill="${ACCENT}"/>`
    )
  },
}

const DUNGEON: Cover = {
  file: 'cover-dungeon.svg',
  title: 'A torch-lit dungeon gate with a treasure chest waiting on the flagstones',
  draw: (r) => {
    let bricks = ''
    for (let row = 0; row < 10; row++)
      for (let col = -1; col < 14; col++) {
        const x = col * 64 + (row % 2) * 32
        bricks += `<rect x="${x + 2}" y="${row * 32 + 2}" width="60" height="28" rx="2" fill="${r.pick(['#2a2636', '#302a3e', '#26222f'])}"/>`
      }
    const torch = (x: number) =>
      `<circle cx="${x}" cy="118" r="70" fill="url(#torch)"/>` +
      `<rect x="${x - 5}" y="128" width="10" height="40" fill="#4a3526"/><rect x="${x - 12}" y="124" width="24" height="8" fill="#6b6f7d"/>` +
      `<path d="M${x} 86q16 20 8 34q-8 8-16 0q-8-14 8-34z" fill="#ffb347"/><path d="M${x} 102q8 10 4 18q-4 4-8 0q-4-8 4-18z" fill="#ffe7a3"/>`
    return (
      `<rect width="${W}" height="${H}" fill="#15131c"/>` +
      '<defs><radialGradient id="torch"><stop offset="0" stop-color="#ffb347" stop-opacity=".45"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>' +
      `<radialGradient id="gate" cy=".7"><stop offset="0" stop-color="${GLOW[4]}" stop-opacity=".55"/><stop offset="1" stop-color="#0b0a10" stop-opacity="0"/></radialGradient></defs>` +
      `<g opacity=".9">${bricks}</g>` +
      '<path d="M200 320V170a110 110 0 0 1 220 0v150z" fill="#0b0a10"/>' +
      '<path d="M200 320V170a110 110 0 0 1 220 0v150z" fill="url(#gate)"/>' +
      `<path d="M200 320V170a110 110 0 0 1 220 0v150" fill="none" stroke="${shade('#6b6f7d', -0.2)}" stroke-width="14"/>` +
      '<path d="M240 320V150M280 320V124M320 320V118M360 320V124M400 320V150" stroke="#3a3f52" stroke-width="5"/>' +
      torch(120) +
      torch(500) +
      `<rect y="320" width="${W}" height="80" fill="#1f1b28"/>` +
      '<path d="M0 320H800M0 352H800M80 320v32M240 320v32M400 320v32M560 320v32M720 320v32M160 352v48M320 352v48M480 352v48M640 352v48" stroke="#0f0d15" stroke-width="3"/>' +
      '<rect x="268" y="280" width="84" height="52" rx="4" fill="#8a5a2b"/><path d="M268 292h84" stroke="#5d3620" stroke-width="4"/>' +
      '<path d="M268 284a42 22 0 0 1 84 0z" fill="#a0643a"/>' +
      `<rect x="302" y="290" width="16" height="18" rx="2" fill="${ACCENT}"/><rect x="308" y="297" width="4" height="6" fill="#0b0c10"/>`
    )
  },
}

const NEBULA: Cover = {
  file: 'cover-nebula.svg',
  title: 'Deep space: a ringed planet and its moon in front of a glowing nebula',
  draw: (r) => {
    let rocks = ''
    for (let i = 0; i < 26; i++) {
      const t = i / 26
      rocks += `<circle cx="${40 + t * 700 + r.between(-12, 12)}" cy="${360 - t * 120 + r.between(-14, 14)}" r="${r.between(2, 6)}" fill="#5b5e69"/>`
    }
    return (
      `<rect width="${W}" height="${H}" fill="#05060d"/>` +
      '<defs>' +
      GLOW.slice(1, 5)
        .map(
          (c, i) =>
            `<radialGradient id="n${i}"><stop offset="0" stop-color="${c}" stop-opacity=".45"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
        )
        .join('') +
      `<radialGradient id="planet" cx=".35" cy=".3"><stop offset="0" stop-color="#8f7bff"/><stop offset=".7" stop-color="#33418a"/><stop offset="1" stop-color="#141a3d"/></radialGradient>` +
      '</defs>' +
      '<ellipse cx="520" cy="120" rx="320" ry="150" fill="url(#n3)"/><ellipse cx="180" cy="300" rx="260" ry="140" fill="url(#n1)"/>' +
      '<ellipse cx="660" cy="320" rx="200" ry="110" fill="url(#n0)"/><ellipse cx="360" cy="60" rx="160" ry="80" fill="url(#n2)"/>' +
      stars(r, 110, H) +
      rocks +
      `<ellipse cx="260" cy="200" rx="170" ry="34" fill="none" stroke="${ACCENT}" stroke-opacity=".35" stroke-width="10" transform="rotate(-14 260 200)"/>` +
      '<circle cx="260" cy="200" r="96" fill="url(#planet)"/>' +
      '<path d="M180 170q80-20 160 10M172 214q90-16 176 6M196 252q60-10 128 2" stroke="#fff" stroke-opacity=".12" stroke-width="8" fill="none"/>' +
      `<path d="M90 200A170 34 0 0 0 430 200" transform="rotate(-14 260 200)" fill="none" stroke="${ACCENT}" stroke-width="10" stroke-opacity=".9"/>` +
      '<circle cx="470" cy="84" r="22" fill="#a9b0c2"/><circle cx="462" cy="78" r="5" fill="#7d7d85"/><circle cx="478" cy="92" r="3" fill="#7d7d85"/>'
    )
  },
}

export const COVERS: Cover[] = [PIXEL_HILLS, NEON_GRID, DUNGEON, NEBULA]
