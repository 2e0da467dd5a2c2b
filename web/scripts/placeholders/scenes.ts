/** The scene illustrations: seven orientation photos for /gallery and five past events for the carousel. */
import { bunting, campus, crowd, desk, ground, H, screen, sky, spotlights, stars, trees, W } from './scene-parts'
import { code, landscape, platformer, slide, versus, welcome, wireframe } from './screen-content'
import { ACCENT, document, GLOW, type Random, seeded } from './svg'

export interface Scene {
  file: string
  title: string
  draw: (r: Random) => string
}

const stage = (y: number) =>
  `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="#181b25"/><rect y="${y}" width="${W}" height="6" fill="${ACCENT}" opacity=".5"/>`

const pixelArt = (x: number, y: number, size: number, rows: string[]) =>
  rows
    .flatMap((row, j) =>
      [...row].map((c, i) =>
        c === '.'
          ? ''
          : `<rect x="${x + i * size}" y="${y + j * size}" width="${size}" height="${size}" fill="${c === 'a' ? ACCENT : c === 'p' ? GLOW[2] : c === 'b' ? GLOW[1] : '#0b0c10'}"/>`,
      ),
    )
    .join('')

const INVADER = [
  '..a.....a..',
  '...a...a...',
  '..aaaaaaa..',
  '.aa.aaa.aa.',
  'aaaaaaaaaaa',
  'a.aaaaaaa.a',
  'a.a.....a.a',
  '...aa.aa...',
]

export const ORIENTATION: Scene[] = [
  {
    file: 'orientation-welcome.svg',
    title: 'Freshers arriving at the welcome screen by the main building',
    draw: (r) =>
      sky('dusk') +
      stars(r, 30, 120) +
      campus(r, 140, 360, 520, 190, true) +
      trees(r, 372, 7) +
      ground(360, '#2a2236') +
      bunting(r, 140) +
      screen(300, 250, 200, 112, welcome) +
      `<rect x="392" y="370" width="16" height="40" fill="#15171f"/>` +
      crowd(r, 470, 11, 1.1, 0.2, true),
  },
  {
    file: 'orientation-auditorium.svg',
    title: 'The orientation talk in the auditorium, seen from the back rows',
    draw: (r) =>
      sky('indoor') +
      spotlights([120, 680], '#ffd27a') +
      screen(210, 50, 380, 214, slide) +
      stage(300) +
      crowd(r, 390, 12, 0.9, 0.45, true) +
      crowd(r, 460, 10, 1.15, 0.6, true),
  },
  {
    file: 'orientation-demo-stations.svg',
    title: 'Freshers trying games made by club members at the demo stations',
    draw: (r) =>
      sky('indoor') +
      bunting(r, 30) +
      desk(r, 80, 160, platformer) +
      desk(r, 350, 160, landscape) +
      desk(r, 620, 160, versus) +
      ground(250, '#1a1d27') +
      crowd(r, 420, 8, 1.1, 0.25),
  },
  {
    file: 'orientation-pixel-wall.svg',
    title: 'Posing in front of the pixel-art wall painted by the design team',
    draw: (r) =>
      sky('day') +
      '<rect x="60" y="60" width="680" height="300" fill="#2b2f3d"/>' +
      pixelArt(230, 100, 31, INVADER) +
      ground(360, '#6b6f7d') +
      crowd(r, 470, 7, 1.35, 0),
  },
  {
    file: 'orientation-lan-night.svg',
    title: 'The first LAN night: monitors glowing in the dark lab',
    draw: (r) =>
      sky('night') +
      stars(r, 20, 90) +
      desk(r, 60, 200, code) +
      desk(r, 250, 200, platformer) +
      desk(r, 440, 200, versus) +
      desk(r, 630, 200, landscape) +
      ground(290, '#0d0f16') +
      crowd(r, 430, 9, 1.05, 0.55, true),
  },
  {
    file: 'orientation-group-steps.svg',
    title: 'The new batch with the club on the steps of the main building',
    draw: (r) =>
      sky('day') +
      campus(r, 80, 300, 640, 220, true) +
      trees(r, 310, 4) +
      '<path d="M0 300h800v200H0z" fill="#b58a6a"/><path d="M0 340h800v6H0zM0 390h800v6H0zM0 440h800v6H0z" fill="#8a6248"/>' +
      crowd(r, 340, 14, 0.8) +
      crowd(r, 392, 12, 0.92) +
      crowd(r, 450, 10, 1.05),
  },
  {
    file: 'orientation-game-jam.svg',
    title: 'Planning a first game on the whiteboard at the mini game jam',
    draw: (r) => {
      let notes = ''
      for (let i = 0; i < 12; i++)
        notes += `<rect x="${150 + (i % 6) * 86 + r.between(-6, 6)}" y="${90 + Math.floor(i / 6) * 90 + r.between(-6, 6)}" width="56" height="56" fill="${r.pick(['#ffe066', '#ff8fb8', '#7fe3ff', ACCENT])}"/>`
      return (
        sky('indoor') +
        '<rect x="110" y="50" width="580" height="240" rx="6" fill="#eef1f6"/>' +
        notes +
        '<path d="M150 270l120-40 90 30 120-50" fill="none" stroke="#33418a" stroke-width="4"/>' +
        ground(300, '#1a1d27') +
        crowd(r, 430, 7, 1.2, 0.3, true) +
        '<rect y="440" width="800" height="60" fill="#3a2c22"/>'
      )
    },
  },
]

export const PAST_EVENTS: Scene[] = [
  {
    file: 'event-gameathon.svg',
    title: 'Gameathon finals: the winning platformer on the big screen',
    draw: (r) =>
      sky('night') +
      spotlights([100, 400, 700]) +
      bunting(r, 20) +
      screen(180, 60, 440, 248, platformer) +
      stage(330) +
      crowd(r, 420, 12, 1, 0.4, true) +
      crowd(r, 480, 10, 1.2, 0.6, true),
  },
  {
    file: 'event-unreal-workshop.svg',
    title: 'Unreal Engine workshop: building a landscape step by step',
    draw: (r) =>
      sky('indoor') +
      screen(250, 30, 300, 169, landscape) +
      desk(r, 60, 250, landscape) +
      desk(r, 350, 250, landscape) +
      desk(r, 640, 250, code) +
      ground(340, '#1a1d27') +
      crowd(r, 470, 8, 1.1, 0.35, true),
  },
  {
    file: 'event-blender-night.svg',
    title: 'Blender night: modelling a first 3D prop',
    draw: (r) =>
      sky('indoor') +
      spotlights([400], '#ffa23a') +
      screen(160, 40, 480, 270, wireframe) +
      ground(340, '#151821') +
      crowd(r, 450, 9, 1.15, 0.45, true),
  },
  {
    file: 'event-esports.svg',
    title: 'The inter-college esports tournament final',
    draw: (r) =>
      sky('night') +
      spotlights([200, 600], '#4dd6ff') +
      screen(200, 30, 400, 225, versus) +
      stage(280) +
      desk(r, 90, 290, versus) +
      desk(r, 610, 290, versus) +
      crowd(r, 470, 11, 1, 0.5, true),
  },
  {
    file: 'event-speaker-session.svg',
    title: 'Speaker session: an indie developer on shipping a first game',
    draw: (r) =>
      sky('indoor') +
      screen(330, 40, 400, 225, slide) +
      stage(300) +
      '<rect x="110" y="230" width="90" height="80" fill="#2a2e3b"/><rect x="110" y="230" width="90" height="6" fill="#c6ff3d"/>' +
      '<circle cx="155" cy="180" r="18" fill="#b8794a"/><path d="M125 230q0-30 30-30q30 0 30 30z" fill="#33418a"/>' +
      '<path d="M137 172a18 18 0 0 1 36 0q-18-8-36 0z" fill="#15151a"/>' +
      crowd(r, 430, 11, 1, 0.45, true) +
      crowd(r, 490, 9, 1.2, 0.6, true),
  },
]

export function renderScene(scene: Scene, seed: number): string {
  return document(W, H, scene.title, scene.draw(seeded(seed)))
}
