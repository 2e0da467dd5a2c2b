/**
 * A stored picture in the sizes it is shown (docs/api.md#media): `/api/media/<hash>?w=<width>`
 * is the picture at most that wide, as WebP, made once by the server. A list asks for the small
 * sizes through `srcset`/`sizes` and never downloads the full picture; a picture shipped with the
 * site (/images/…, SVG) or from elsewhere is used as it is.
 */
import { MEDIA_WIDTHS, type MediaWidth } from '../../../api/src/shared/media-widths'

const STORED = /^\/api\/media\/[0-9a-f]{64}$/

/** The URL of one size of a stored picture, or the URL itself for any other picture. */
export function pictureUrl(url: string, width: MediaWidth): string {
  return STORED.test(url) ? `${url}?w=${width}` : url
}

/**
 * `src`, `srcSet` and `sizes` for an <img> showing `url` at `sizes` (CSS pixels, e.g. "36px" or
 * "(min-width: 48rem) 50vw, 100vw"), offered in `widths` (the ones of MEDIA_WIDTHS the page needs,
 * smallest first: the shown size and twice it, for sharp screens). `src` is the smallest: what a
 * browser without srcset takes. Written small: the landing page's bundle carries it.
 */
export function pictureProps(
  url: string,
  { widths, sizes }: { widths: readonly MediaWidth[]; sizes: string },
): { src: string; srcSet?: string; sizes?: string } {
  return STORED.test(url) && widths.length > 0
    ? { src: `${url}?w=${widths[0]}`, srcSet: widths.map((width) => `${url}?w=${width} ${width}w`).join(', '), sizes }
    : { src: url }
}

export { MEDIA_WIDTHS }
