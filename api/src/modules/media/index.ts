import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { getImage } from './service'

/** Images by content hash: the URL never changes meaning, so browsers may cache it forever. */
export const mediaModule = ({ db }: AppDeps) =>
  new Elysia({ name: 'media', prefix: '/api/media' }).get(
    '/:hash',
    async ({ params, headers }) => {
      const etag = `"${params.hash}"`
      const cacheHeaders = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
      }
      const image = await getImage(db, params.hash)
      if (!image)
        return new Response(JSON.stringify({ message: 'Image not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      // The bytes behind a hash never change.
      if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: cacheHeaders })
      return new Response(new Uint8Array(image.bytes), {
        headers: { ...cacheHeaders, 'content-type': image.contentType, 'content-length': String(image.bytes.length) },
      })
    },
    {
      params: t.Object({ hash: t.String() }),
      response: { 404: ErrorBody },
      detail: {
        summary: 'An uploaded image',
        tags: ['Media'],
        responses: {
          200: {
            description: 'The image, in the type it was uploaded as (PNG, JPEG, GIF or WebP)',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: 'Not modified: the bytes behind a hash never change' },
        },
      },
    },
  )
