import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { MEDIA_WIDTHS, type MediaCrop } from '../../shared/media-widths'
import { getImage } from './service'
import { backfillAtStart, getVariant, hasVariant, isMediaWidth } from './variants'

const WIDTHS_TEXT = MEDIA_WIDTHS.join(', ')
const WIDTH_ERROR = `w must be one of ${WIDTHS_TEXT} (pixels)`
const CROP_ERROR = 'crop must be 16x9 (cut to 16:9)'
const CROP_WITHOUT_WIDTH = 'crop needs w: a size is cut, the picture as uploaded never is'
const CACHE = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }

const unprocessable = (message: string) =>
  new Response(JSON.stringify({ message }), {
    status: 422,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

const notFound = () =>
  new Response(JSON.stringify({ message: 'Image not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

const picture = (bytes: Uint8Array, contentType: string, etag: string) =>
  new Response(new Uint8Array(bytes), {
    headers: { ...CACHE, etag, 'content-type': contentType, 'content-length': String(bytes.length) },
  })

/**
 * Images by content hash: the URL never changes meaning, so browsers may cache it forever. With
 * `?w=` the picture in one of the sizes pages show it in (variants.ts, decision 0264), with
 * `&crop=16x9` that size cut to 16:9 (game covers, decision 0320).
 */
export const mediaModule = ({ db, mail }: AppDeps) =>
  new Elysia({ name: 'media', prefix: '/api/media' })
    // The listening server (index.ts) makes the sizes its stored pictures lack, in the background;
    // tests that call the app in-process never listen, so never run it.
    .onStart(() => {
      let stopping = false
      const stop = () => {
        stopping = true
      }
      process.once('SIGTERM', stop)
      process.once('SIGINT', stop)
      mail.background.run('making picture sizes failed', () =>
        backfillAtStart(db, () => stopping).finally(() => {
          process.off('SIGTERM', stop)
          process.off('SIGINT', stop)
        }),
      )
    })
    .get(
      '/:hash',
      async ({ params, query, headers }) => {
        const crop: MediaCrop = query.crop === undefined ? '' : '16x9'
        if (query.w === undefined) {
          if (crop) return unprocessable(CROP_WITHOUT_WIDTH)
          const etag = `"${params.hash}"`
          const image = await getImage(db, params.hash)
          if (!image) return notFound()
          // The bytes behind a hash never change.
          if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { ...CACHE, etag } })
          return picture(image.bytes, image.contentType, etag)
        }
        const width = Number(query.w)
        if (!isMediaWidth(width)) return unprocessable(WIDTH_ERROR)
        const key = { hash: params.hash, width, crop }
        const etag = `"${params.hash}-w${width}${crop ? `-${crop}` : ''}"`
        if (headers['if-none-match'] === etag && (await hasVariant(db, key)))
          return new Response(null, { status: 304, headers: { ...CACHE, etag } })
        const variant = await getVariant(db, key)
        if (!variant) return notFound()
        return picture(variant.bytes, variant.contentType, etag)
      },
      {
        params: t.Object({ hash: t.String() }),
        query: t.Object({
          w: t.Optional(
            t.String({
              pattern: `^(${MEDIA_WIDTHS.join('|')})$`,
              error: WIDTH_ERROR,
              description: `The width in pixels, one of ${WIDTHS_TEXT}: the picture at most that wide (never wider than it was uploaded), as WebP, made once and kept. Left out: the picture as it was uploaded.`,
              examples: ['96'],
            }),
          ),
          crop: t.Optional(
            t.String({
              pattern: '^16x9$',
              error: CROP_ERROR,
              description:
                'With `w` only: `16x9` cuts that size to 16:9 around the part of the picture that draws the eye (as game covers are shown), `w` pixels wide and `w`×9/16 high (smaller, still 16:9, when the picture is), as WebP, made once and kept. Left out: the size keeps the picture’s proportions.',
              examples: ['16x9'],
            }),
          ),
        }),
        response: { 404: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'An uploaded image, as uploaded or in one of the sizes pages show it in',
          description: `Cached for a year (\`immutable\`): the bytes behind a hash, a width and a crop never change. Each answer has its ETag (\`"<hash>"\`, \`"<hash>-w96"\`, \`"<hash>-w800-16x9"\`); \`If-None-Match\` with it is 304. \`?w=\` (${WIDTHS_TEXT}) answers \`image/webp\` (the first frame of an animated GIF), except for the rare picture the server cannot resize, answered as uploaded; \`&crop=16x9\` cuts that size to 16:9 (game covers). Another \`w\`, another \`crop\`, or \`crop\` without \`w\` is 422, an unknown hash 404.`,
          tags: ['Media'],
          responses: {
            200: {
              description:
                'The image: as uploaded (PNG, JPEG, GIF or WebP) without `w`, WebP at most `w` pixels wide with it (cut to 16:9 with `crop=16x9`)',
              content: {
                'image/webp': { schema: { type: 'string', format: 'binary' } },
                'image/*': { schema: { type: 'string', format: 'binary' } },
              },
            },
            304: { description: 'Not modified: the bytes behind a hash (and a width and a crop) never change' },
          },
        },
      },
    )
