/**
 * A stored picture in the sizes it is shown (docs/api.md#media): `/api/media/<hash>?w=<width>`
 * is the picture at most that wide, as WebP, made once by the server (`&crop=16x9`: cut to 16:9,
 * as game covers are shown). A list asks for the small sizes through `srcset`/`sizes` and never
 * downloads the full picture; a picture shipped with the site (/images/…, SVG) or from elsewhere
 * is used as it is.
 */
import { MEDIA_WIDTHS, type MediaCrop, type MediaWidth } from '../../../api/src/shared/media-widths'

const STORED = /^\/api\/media\/[0-9a-f]{64}$/

const sized = (url: string, width: MediaWidth, crop?: MediaCrop) => `${url}?w=${width}${crop ? `&crop=${crop}` : ''}`

/** The URL of one size of a stored picture, or the URL itself for any other picture. */
export function pictureUrl(url: string, width: MediaWidth, crop?: MediaCrop): string {
  return STORED.test(url) ? sized(url, width, crop) : url
}

/**
 * `src`, `srcSet` and `sizes` for an <img> showing `url` at `sizes` (CSS pixels, e.g. "36px" or
 * "(min-width: 48rem) 50vw, 100vw"), offered in `widths` (the ones of MEDIA_WIDTHS the page needs,
 * smallest first: the shown size and twice it, for sharp screens), cut as `crop` says. `src` is
 * the smallest: what a browser without srcset takes. Written small: the landing page's bundle
 * carries it.
 */
export function pictureProps(
  url: string,
  { widths, sizes, crop }: { widths: readonly MediaWidth[]; sizes: string; crop?: MediaCrop },
): { src: string; srcSet?: string; sizes?: string } {
  return STORED.test(url) && widths.length > 0
    ? {
        src: sized(url, widths[0] as MediaWidth, crop),
        srcSet: widths.map((width) => `${sized(url, width, crop)} ${width}w`).join(', '),
        sizes,
      }
    : { src: url }
}

export { MEDIA_WIDTHS }
