/**
 * The four character images of the event cards (docs/product.md#limits-and-constants): 240×300 game heroes on a transparent
 * background, outlined like stickers so they read on any of the four covers they stand on.
 */
import { ACCENT, CLOTH, GLOW, SKIN } from '../placeholders/svg'

export const CHARACTER_WIDTH = 240
export const CHARACTER_HEIGHT = 300

export interface Character {
  file: string
  title: string
  body: string
}

const INK = '#0b0c10'
const STEEL = '#a9b0c2'
const STEEL_DARK = '#646b80'

/** Everything inside gets the same dark outline: the sticker look. */
const outlined = (shapes: string) =>
  `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${shapes}</g>`

const shadow = `<ellipse cx="120" cy="286" rx="74" ry="10" fill="${INK}" opacity=".45"/>`

const glow = (id: string, colour: string) =>
  `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".7"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>`

/** The club's mark, a small controller, as worn on shields and chests. */
const controller = (x: number, y: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" stroke="none"><path d="M0 2H14A4 4 0 0 1 14 10L12 9H2L0 10A4 4 0 0 1 0 2Z" fill="${ACCENT}"/>` +
  `<circle cx="11" cy="5.5" r="1.3" fill="${INK}"/><path d="M1 6H5M3 4V8" stroke="${INK}" stroke-width="1.3"/></g>`

const KNIGHT: Character = {
  file: 'character-knight.svg',
  title: 'A pixel-era knight raising a sword behind a shield with the club’s mark',
  body:
    shadow +
    outlined(
      `<rect x="94" y="218" width="20" height="62" rx="4" fill="${STEEL_DARK}"/><rect x="126" y="218" width="20" height="62" rx="4" fill="${STEEL_DARK}"/>` +
        '<rect x="88" y="266" width="28" height="16" rx="4" fill="#3a3f52"/><rect x="124" y="266" width="28" height="16" rx="4" fill="#3a3f52"/>' +
        `<rect x="186" y="22" width="12" height="92" fill="#e9ecf2"/><path d="M186 22L192 8L198 22Z" fill="#e9ecf2"/>` +
        '<rect x="174" y="110" width="36" height="9" rx="3" fill="#ffb347"/><rect x="188" y="119" width="8" height="20" fill="#4a3526"/>' +
        `<rect x="82" y="126" width="76" height="98" rx="16" fill="${STEEL}"/>` +
        `<path d="M94 138H146V222L120 236L94 222Z" fill="${CLOTH[0]}"/>` +
        '<rect x="84" y="194" width="72" height="9" fill="#4a3526"/>' +
        `<path d="M150 136Q176 134 186 120L200 132Q186 154 156 158Z" fill="${STEEL}"/><circle cx="192" cy="128" r="10" fill="${STEEL_DARK}"/>` +
        `<path d="M120 60Q112 22 162 12Q144 30 142 62Z" fill="${GLOW[2]}"/>` +
        '<rect x="86" y="54" width="68" height="74" rx="28" fill="#c3cad8"/>' +
        `<rect x="96" y="84" width="48" height="10" rx="5" fill="${INK}"/><rect x="116" y="92" width="8" height="20" rx="3" fill="${INK}"/>` +
        `<path d="M36 138H100V178Q100 218 68 240Q36 218 36 178Z" fill="${CLOTH[6]}"/>` +
        `<path d="M46 148H90V178Q90 208 68 226Q46 208 46 178Z" fill="none" stroke="${ACCENT}" stroke-width="3"/>`,
    ) +
    `<rect x="102" y="87" width="8" height="4" fill="${ACCENT}"/><rect x="130" y="87" width="8" height="4" fill="${ACCENT}"/>` +
    controller(54, 172, 2.4) +
    controller(109, 160, 1.6),
}

const ROBOT: Character = {
  file: 'character-robot.svg',
  title: 'A friendly robot waving, a glowing antenna on its head and a controller in its hand',
  body:
    shadow +
    glow('ant', GLOW[2]) +
    '<circle cx="120" cy="20" r="22" fill="url(#ant)"/>' +
    outlined(
      '<rect x="66" y="240" width="108" height="40" rx="20" fill="#3a3f52"/>' +
        `<circle cx="88" cy="260" r="10" fill="${STEEL_DARK}"/><circle cx="120" cy="260" r="10" fill="${STEEL_DARK}"/><circle cx="152" cy="260" r="10" fill="${STEEL_DARK}"/>` +
        `<rect x="42" y="92" width="20" height="70" rx="10" fill="${STEEL_DARK}" transform="rotate(24 52 160)"/>` +
        `<path d="M28 96a12 12 0 1 1 20 -8l-8 4z" fill="${STEEL}"/>` +
        `<rect x="166" y="146" width="20" height="70" rx="10" fill="${STEEL_DARK}"/>` +
        `<rect x="76" y="140" width="88" height="102" rx="14" fill="${CLOTH[5]}"/>` +
        `<rect x="92" y="158" width="56" height="40" rx="6" fill="${INK}"/>` +
        '<path d="M96 214H144M96 224H144" stroke-width="3"/>' +
        `<rect x="110" y="122" width="20" height="22" fill="${STEEL_DARK}"/>` +
        `<rect x="58" y="72" width="14" height="32" rx="5" fill="${STEEL_DARK}"/><rect x="168" y="72" width="14" height="32" rx="5" fill="${STEEL_DARK}"/>` +
        `<path d="M120 52V24" stroke="${STEEL_DARK}" stroke-width="6"/><circle cx="120" cy="20" r="8" fill="${GLOW[2]}"/>` +
        `<rect x="68" y="48" width="104" height="80" rx="18" fill="${STEEL}"/>` +
        `<rect x="80" y="60" width="80" height="56" rx="10" fill="${INK}"/>`,
    ) +
    `<path d="M94 92q9-12 18 0M128 92q9-12 18 0" fill="none" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M112 104q8 6 16 0" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="104" cy="172" r="5" fill="${ACCENT}"/><circle cx="120" cy="172" r="5" fill="${GLOW[2]}"/><circle cx="136" cy="172" r="5" fill="${GLOW[1]}"/>` +
    `<rect x="100" y="184" width="40" height="6" rx="3" fill="${GLOW[1]}" opacity=".8"/>` +
    controller(160, 212, 2.2),
}

const MAGE: Character = {
  file: 'character-mage.svg',
  title: 'A bearded mage in a starry hat, holding a staff topped with a glowing orb',
  body:
    shadow +
    glow('orb', GLOW[5]) +
    '<circle cx="58" cy="46" r="44" fill="url(#orb)"/>' +
    outlined(
      `<rect x="53" y="56" width="10" height="228" rx="4" fill="#8a5a2b"/>` +
        `<path d="M120 112L180 282H60Z" fill="${CLOTH[4]}"/>` +
        `<path d="M60 282H180L174 264H66Z" fill="${ACCENT}"/>` +
        `<path d="M120 124V264" stroke="${ACCENT}" stroke-width="4"/>` +
        `<path d="M104 132Q74 144 62 166L74 176Q92 160 110 152Z" fill="${CLOTH[4]}"/>` +
        `<path d="M136 132Q170 146 176 176L162 182Q154 160 132 152Z" fill="${CLOTH[4]}"/>` +
        `<circle cx="62" cy="168" r="10" fill="${SKIN[3]}"/><circle cx="170" cy="182" r="10" fill="${SKIN[3]}"/>` +
        `<circle cx="120" cy="104" r="24" fill="${SKIN[3]}"/>` +
        '<path d="M96 108Q100 168 120 176Q140 168 144 108Q132 124 120 124Q108 124 96 108Z" fill="#e9ecf2"/>' +
        `<ellipse cx="120" cy="84" rx="60" ry="13" fill="${CLOTH[0]}"/>` +
        `<path d="M86 82Q108 44 156 4Q140 46 154 82Z" fill="${CLOTH[0]}"/>` +
        `<path d="M88 76Q120 84 152 76L154 82Q120 92 86 82Z" fill="${ACCENT}"/>` +
        `<circle cx="58" cy="46" r="15" fill="${GLOW[5]}"/>`,
    ) +
    `<circle cx="111" cy="102" r="3" fill="${INK}"/><circle cx="129" cy="102" r="3" fill="${INK}"/>` +
    `<path d="M122 50l3 6 6 3-6 3-3 6-3-6-6-3 6-3zM136 28l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="${GLOW[3]}"/>` +
    `<path d="M190 166l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM204 142l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="${GLOW[1]}"/>` +
    '<circle cx="53" cy="41" r="4" fill="#fff" opacity=".8"/>',
}

const ASTRONAUT: Character = {
  file: 'character-astronaut.svg',
  title: 'An astronaut waving hello, the club’s mark on the suit and stars in the visor',
  body:
    shadow +
    '<defs><linearGradient id="visor" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${GLOW[1]}"/><stop offset="1" stop-color="${GLOW[4]}"/></linearGradient></defs>` +
    outlined(
      `<rect x="68" y="118" width="104" height="104" rx="16" fill="${STEEL}"/>` +
        '<rect x="92" y="214" width="26" height="60" rx="10" fill="#e9ecf2"/><rect x="122" y="214" width="26" height="60" rx="10" fill="#e9ecf2"/>' +
        `<rect x="88" y="262" width="32" height="20" rx="6" fill="${STEEL_DARK}"/><rect x="120" y="262" width="32" height="20" rx="6" fill="${STEEL_DARK}"/>` +
        `<rect x="44" y="92" width="24" height="72" rx="12" fill="#e9ecf2" transform="rotate(28 56 158)"/>` +
        `<circle cx="32" cy="98" r="13" fill="${STEEL_DARK}"/>` +
        '<rect x="164" y="142" width="24" height="70" rx="12" fill="#e9ecf2"/>' +
        `<circle cx="176" cy="214" r="13" fill="${STEEL_DARK}"/>` +
        '<rect x="80" y="130" width="80" height="96" rx="24" fill="#e9ecf2"/>' +
        '<rect x="98" y="156" width="44" height="28" rx="5" fill="#3a3f52"/>' +
        `<path d="M158 74V38" stroke="${STEEL_DARK}" stroke-width="4"/><circle cx="158" cy="34" r="6" fill="${GLOW[3]}"/>` +
        '<circle cx="120" cy="86" r="52" fill="#e9ecf2"/>' +
        '<rect x="82" y="60" width="76" height="54" rx="24" fill="url(#visor)"/>',
    ) +
    '<path d="M92 72q6-8 16-10" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>' +
    '<path d="M132 94h3v3h-3zM142 80h2v2h-2zM120 100h2v2h-2z" fill="#fff" opacity=".9"/>' +
    `<circle cx="108" cy="166" r="4" fill="${ACCENT}"/><circle cx="120" cy="166" r="4" fill="${GLOW[2]}"/><rect x="104" y="174" width="32" height="4" rx="2" fill="${GLOW[1]}"/>` +
    controller(102, 196, 2.6),
}

export const CHARACTERS: Character[] = [KNIGHT, ROBOT, MAGE, ASTRONAUT]
