/** What the screens in the scenes show, each drawn in a 320×180 box. */
import { ACCENT } from './svg'

const TEXT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle"'

/** A 2D platformer: the gameathon's big screen. */
export const platformer =
  '<rect width="320" height="180" fill="#3b82c4"/><rect y="110" width="320" height="70" fill="#5aa0d8"/>' +
  '<path d="M30 40h40v8h10v8h-62v-8h12zM200 28h30v8h10v8h-50v-8h10z" fill="#eaf4ff"/>' +
  '<rect y="150" width="320" height="30" fill="#6b3f22"/><path d="M0 150h320v6H0z" fill="#4caf50"/>' +
  '<path d="M110 112h60v10h-60zM210 88h50v10h-50z" fill="#8d5a34"/><path d="M110 112h60v3h-60zM210 88h50v3h-50z" fill="#4caf50"/>' +
  '<g fill="#ffd23f"><circle cx="125" cy="100" r="4"/><circle cx="140" cy="100" r="4"/><circle cx="155" cy="100" r="4"/><circle cx="235" cy="76" r="4"/></g>' +
  `<path d="M60 126h12v4h4v12h-4v8h-4v-6h-4v6h-4v-8h-4v-12h4z" fill="${ACCENT}"/><path d="M64 132h2v2h-2zM70 132h2v2h-2z" fill="#0b0c10"/>` +
  '<path d="M270 138q8-12 16 0v12h-16z" fill="#c0392b"/><path d="M274 140h3v3h-3zM281 140h3v3h-3z" fill="#fff"/>' +
  '<path d="M8 8h60v10H8z" fill="#0b0c10" opacity=".5"/><path d="M10 10h40v6H10z" fill="#ff5f5f"/>'

/** A game-engine landscape: layered mountains at sunset over water. */
export const landscape =
  '<defs><linearGradient id="ls" x2="0" y2="1"><stop offset="0" stop-color="#2b1b4a"/><stop offset="1" stop-color="#ff8a5b"/></linearGradient></defs>' +
  '<rect width="320" height="180" fill="url(#ls)"/><circle cx="230" cy="96" r="26" fill="#ffd27a"/>' +
  '<path d="M0 120L50 70L90 100L140 50L200 110L250 80L320 120V180H0z" fill="#3d2a5c"/>' +
  '<path d="M0 130L70 96L120 124L180 90L240 128L300 104L320 112V180H0z" fill="#24193a"/>' +
  '<rect y="140" width="320" height="40" fill="#1a2f4a"/><path d="M200 146h60M215 154h30M190 162h80" stroke="#ffd27a" stroke-width="2" opacity=".6"/>' +
  '<path d="M8 8h90v16H8z" fill="#0b0c10" opacity=".6"/><path d="M14 14h30v4H14z" fill="#8f7bff"/>'

/** A 3D viewport: a wireframe sphere on a grid floor, selected in orange. */
export const wireframe =
  '<rect width="320" height="180" fill="#2b2d33"/>' +
  '<g stroke="#4a4d57" stroke-width="1"><path d="M0 140H320M0 155H320M0 172H320M160 120L60 180M160 120L260 180M160 120L10 180M160 120L310 180M160 120V180"/></g>' +
  '<g fill="none" stroke="#ffa23a" stroke-width="1.6"><circle cx="160" cy="86" r="44"/><ellipse cx="160" cy="86" rx="44" ry="14"/>' +
  '<ellipse cx="160" cy="86" rx="14" ry="44"/><ellipse cx="160" cy="86" rx="32" ry="44"/><ellipse cx="160" cy="86" rx="44" ry="30"/></g>' +
  '<path d="M0 0h320v14H0z" fill="#1d1e22"/><path d="M6 4h20v6H6zM30 4h20v6H30zM54 4h20v6H54z" fill="#5b5e69"/>' +
  '<path d="M290 150l14-8M290 150v-16M290 150l-12-6" stroke-width="2" stroke="#ff5f5f"/>'

/** An esports broadcast: two teams, their bars and the VS in the middle. */
export const versus =
  '<rect width="160" height="180" fill="#1f4fd1"/><rect x="160" width="160" height="180" fill="#c81d4f"/>' +
  '<path d="M140 0h40l-30 180h-40z" fill="#0b0c10" opacity=".55"/>' +
  `<text x="160" y="104" ${TEXT} font-size="46" fill="#fff">VS</text>` +
  `<path d="M14 14h110v10H14z" fill="#0b0c10" opacity=".5"/><path d="M14 14h92v10H14z" fill="${ACCENT}"/>` +
  '<path d="M196 14h110v10H196z" fill="#0b0c10" opacity=".5"/><path d="M230 14h76v10h-76z" fill="#ffd23f"/>' +
  '<circle cx="70" cy="110" r="30" fill="#143a9e"/><circle cx="250" cy="110" r="30" fill="#8f1238"/>'

/** A speaker's slide: title, bullet lines and a bar chart. */
export const slide =
  '<rect width="320" height="180" fill="#f4f5f8"/><path d="M0 0h320v34H0z" fill="#0b0c10"/>' +
  `<path d="M16 14h120v8H16z" fill="${ACCENT}"/>` +
  '<g fill="#9aa1b2"><path d="M20 54h6v6h-6zM20 76h6v6h-6zM20 98h6v6h-6z"/></g>' +
  '<g fill="#3a3f52"><path d="M34 54h110v6H34zM34 76h90v6H34zM34 98h120v6H34z"/></g>' +
  '<g fill="#2d5f8a"><path d="M190 130h20v30h-20zM220 110h20v50h-20zM250 84h20v76h-20z"/></g><path d="M280 60h20v100h-20z" fill="#6b9b1e"/>'

/** A code editor, for the lab scenes. */
export const code =
  '<rect width="320" height="180" fill="#15171f"/><path d="M0 0h40v180H0z" fill="#1c1f29"/>' +
  '<g fill="#4dd6ff"><path d="M52 16h40v6H52zM64 64h50v6H64zM52 136h36v6H52z"/></g>' +
  `<g fill="${ACCENT}"><path d="M98 16h70v6H98zM64 40h90v6H64zM76 88h60v6H76z"/></g>` +
  '<g fill="#ff8fb8"><path d="M160 40h50v6h-50zM64 112h120v6H64z"/></g>' +
  '<g fill="#6b7085"><path d="M12 16h16v6H12zM12 40h16v6H12zM12 64h16v6H12zM12 88h16v6H12zM12 112h16v6H12zM12 136h16v6H12zM76 160h80v6H76z"/></g>'

/** The orientation welcome screen. */
export const welcome =
  '<rect width="320" height="180" fill="#0b0c10"/><path d="M0 150h320v30H0z" fill="#1c1f29"/>' +
  `<text x="160" y="92" ${TEXT} font-size="34" fill="${ACCENT}">WELCOME</text>` +
  `<text x="160" y="122" ${TEXT} font-size="13" fill="#f1f3f8" letter-spacing="3">PRESS START</text>` +
  '<g fill="#ff5fa2"><path d="M40 40h8v8h8v-8h8v8h8v8h-8v8h-8v8h-8v-8h-8v-8h-8v-8h8z"/></g>' +
  '<g fill="#4dd6ff"><path d="M250 40h24v8h8v24h-8v8h-24v-8h-8V48h8z"/></g>'
