/** Small helpers shared by the placeholder-art generators: a seeded PRNG, the palette, SVG framing. */

/** Deterministic randomness (mulberry32), so re-running the script gives byte-identical files. */
export function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
export type Random = ReturnType<typeof seeded>

/** The site's accent and the illustration palette: muted hues that sit well on the dark theme. */
export const ACCENT = '#c6ff3d'
export const INK = '#0b0c10'
export const SKIN = ['#8d5524', '#a0643a', '#b8794a', '#c68642', '#d9a066', '#e8b98a'] as const
export const HAIR = ['#15151a', '#2b1d14', '#3b2417', '#5a3a22', '#7d7d85', '#c9c9cf'] as const
export const CLOTH = ['#33418a', '#6d3461', '#2f6b5e', '#8a5a2b', '#4b3f8f', '#2d5f8a', '#7a2e3a', '#3a3f52'] as const
export const GLOW = ['#c6ff3d', '#4dd6ff', '#ff5fa2', '#ffb347', '#8f7bff', '#3dffb5'] as const

/** Rounds every number in a string of SVG to at most one decimal, which keeps the files small. */
export const tidy = (svg: string) => svg.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10))

/** Darkens (amount < 0) or lightens (amount > 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 255
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/** A complete SVG document; `title` becomes its accessible name when opened on its own. */
export function document(width: number, height: number, title: string, body: string): string {
  return tidy(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<title>${title}</title>${body}</svg>`,
  )
}
