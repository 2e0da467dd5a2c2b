/** Flat illustrated portraits (160×160) for the placeholder team and faculty photos. */
import { ACCENT, CLOTH, document, GLOW, HAIR, SKIN, shade } from './svg'

export type HairStyle = 'short' | 'quiff' | 'long' | 'bun' | 'curly' | 'buzz' | 'ponytail' | 'receding'
export type Outfit = 'hoodie' | 'tee' | 'jacket' | 'blazer'
export type Extra = 'none' | 'headphones' | 'glasses' | 'cap' | 'beard' | 'glasses-beard'

export interface Look {
  hair: HairStyle
  outfit: Outfit
  extra: Extra
  /** Indexes into the palettes of svg.ts, so the roster stays varied without hand-picking colours. */
  skin: number
  hairColor: number
  cloth: number
  glow: number
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

function background(glow: string): string {
  return (
    `<defs><radialGradient id="g" cx=".5" cy=".42" r=".62"><stop offset="0" stop-color="${glow}" stop-opacity=".38"/>` +
    `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    '<rect width="160" height="160" fill="#12141b"/><rect width="160" height="160" fill="url(#g)"/>' +
    `<circle cx="80" cy="72" r="60" fill="none" stroke="${glow}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="3 7"/>` +
    `<path d="M12 12h14M12 12v14M148 12h-14M148 12v14" stroke="${glow}" stroke-opacity=".6" stroke-width="3" fill="none"/>`
  )
}

function hairBack(style: HairStyle, color: string): string {
  if (style === 'long') return `<path d="M51 66Q46 122 58 132H102Q114 122 109 66Z" fill="${color}"/>`
  if (style === 'ponytail') return `<path d="M100 52Q124 66 114 112Q108 96 100 84Z" fill="${color}"/>`
  return ''
}

function hairFront(style: HairStyle, color: string): string {
  switch (style) {
    case 'short':
      return `<path d="M54 68Q50 36 80 36Q110 36 106 68Q104 52 94 48Q80 56 62 50Q56 56 54 68Z" fill="${color}"/>`
    case 'quiff':
      return `<path d="M54 66Q48 32 86 30Q112 32 106 64Q103 50 92 47Q74 50 60 52Q56 56 54 66Z" fill="${color}"/>`
    case 'long':
    case 'ponytail':
      return `<path d="M52 74Q48 36 80 37Q112 36 108 74Q106 52 92 46Q74 56 58 54Q54 62 52 74Z" fill="${color}"/>`
    case 'bun':
      return (
        `<circle cx="80" cy="32" r="11" fill="${color}"/>` +
        `<path d="M53 70Q50 38 80 38Q110 38 107 70Q104 52 90 48Q72 54 58 54Q55 60 53 70Z" fill="${color}"/>`
      )
    case 'curly': {
      const puffs = [200, 222, 244, 266, 288, 310, 332, 350, 188]
        .map((deg) => {
          const r = (deg * Math.PI) / 180
          return `<circle cx="${80 + 27 * Math.cos(r)}" cy="${62 + 27 * Math.sin(r)}" r="10"/>`
        })
        .join('')
      return `<g fill="${color}">${puffs}<path d="M56 60Q80 36 104 60Q92 52 80 52Q68 52 56 60Z"/></g>`
    }
    case 'buzz':
      return `<path d="M55 62Q56 38 80 38Q104 38 105 62Q94 50 80 50Q66 50 55 62Z" fill="${color}" opacity=".85"/>`
    case 'receding':
      return `<path d="M54 70Q53 52 60 46Q60 58 58 70ZM106 70Q107 52 100 46Q100 58 102 70Z" fill="${color}"/>`
  }
}

function torso(outfit: Outfit, cloth: string): string {
  const base = `<path d="M20 160Q22 118 62 109H98Q138 118 140 160Z" fill="${cloth}"/>`
  const dark = shade(cloth, -0.35)
  switch (outfit) {
    case 'hoodie':
      return (
        base +
        `<path d="M58 110Q80 132 102 110Q96 124 80 126Q64 124 58 110Z" fill="${dark}"/>` +
        `<path d="M73 124v18M87 124v18" stroke="#e9ecf2" stroke-width="2" stroke-linecap="round"/>`
      )
    case 'tee':
      return `${base}<path d="M66 110Q80 124 94 110" fill="none" stroke="${dark}" stroke-width="4"/>`
    case 'jacket':
      return (
        base +
        `<path d="M70 110L80 160L90 110Z" fill="#1c1f27"/><path d="M80 118V160" stroke="${dark}" stroke-width="2"/>` +
        `<path d="M62 110L74 132L70 110ZM98 110L86 132L90 110Z" fill="${dark}"/>`
      )
    case 'blazer':
      return (
        base +
        `<path d="M68 110L80 150L92 110Z" fill="#eef1f6"/><path d="M76 118L80 150L84 118L80 113Z" fill="${ACCENT}"/>` +
        `<path d="M62 110L78 150L66 126L70 116ZM98 110L82 150L94 126L90 116Z" fill="${dark}"/>`
      )
  }
}

function face(skin: string, hair: string, extra: Extra): string {
  const shadow = shade(skin, -0.22)
  let out =
    `<path d="M70 90H90V110Q80 118 70 110Z" fill="${shadow}"/>` +
    `<ellipse cx="55" cy="70" rx="4.5" ry="6.5" fill="${skin}"/><ellipse cx="105" cy="70" rx="4.5" ry="6.5" fill="${skin}"/>` +
    `<ellipse cx="80" cy="68" rx="25" ry="29" fill="${skin}"/>`
  if (extra === 'beard' || extra === 'glasses-beard')
    out += `<path d="M56 72Q57 100 80 102Q103 100 104 72Q101 90 80 92Q59 90 56 72Z" fill="${hair}"/>`
  out +=
    `<path d="M66 62Q71 59 76 61M84 61Q89 59 94 62" fill="none" stroke="${hair}" stroke-width="2.6" stroke-linecap="round"/>` +
    '<ellipse cx="71" cy="70" rx="2.6" ry="3.2" fill="#17171c"/><ellipse cx="89" cy="70" rx="2.6" ry="3.2" fill="#17171c"/>' +
    `<path d="M80 72Q78 79 82 80" fill="none" stroke="${shadow}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M73 86Q80 91 87 86" fill="none" stroke="${extra.includes('beard') ? shade(skin, 0.3) : '#6e2f2f'}" stroke-width="2.4" stroke-linecap="round"/>`
  return out
}

function accessory(extra: Extra, glow: string): string {
  if (extra === 'glasses' || extra === 'glasses-beard')
    return (
      '<g fill="none" stroke="#101116" stroke-width="2.2"><rect x="62" y="64" width="15" height="11" rx="4"/>' +
      '<rect x="83" y="64" width="15" height="11" rx="4"/><path d="M77 69H83"/></g>'
    )
  if (extra === 'headphones')
    return (
      '<path d="M52 70Q50 28 80 28Q110 28 108 70" fill="none" stroke="#23262f" stroke-width="6"/>' +
      `<rect x="45" y="60" width="13" height="22" rx="6" fill="${glow}"/><rect x="102" y="60" width="13" height="22" rx="6" fill="${glow}"/>`
    )
  if (extra === 'cap')
    return (
      `<path d="M54 58Q52 32 80 32Q108 32 106 58Z" fill="#23262f"/><path d="M78 56Q104 50 124 58Q104 62 78 60Z" fill="${glow}"/>` +
      `<rect x="74" y="40" width="12" height="8" rx="2" fill="${glow}"/>`
    )
  return ''
}

/** A small lime controller on the chest: the club's mark, so every portrait belongs to the set. */
const badge =
  `<g transform="translate(102 136)"><path d="M0 2H14A4 4 0 0 1 14 10L12 9H2L0 10A4 4 0 0 1 0 2Z" fill="${ACCENT}"/>` +
  '<circle cx="11" cy="5.5" r="1.3" fill="#0b0c10"/><path d="M1 6H5M3 4V8" stroke="#0b0c10" stroke-width="1.3"/></g>'

export function portrait(name: string, look: Look): string {
  const skin = at(SKIN, look.skin)
  const hair = at(HAIR, look.hairColor)
  const cloth = at(CLOTH, look.cloth)
  const glow = at(GLOW, look.glow)
  const hideHair = look.extra === 'cap' && look.hair !== 'long' && look.hair !== 'ponytail'
  const body =
    background(glow) +
    hairBack(look.hair, hair) +
    torso(look.outfit, cloth) +
    face(skin, hair, look.extra) +
    (hideHair ? '' : hairFront(look.hair, hair)) +
    accessory(look.extra, glow) +
    (look.outfit === 'blazer' ? '' : badge)
  return document(160, 160, `Placeholder portrait: ${name}`, body)
}
