/**
 * The tus endpoints (uploads.ts does the work). Their bodies are raw bytes, not JSON: plugins/body.ts
 * leaves the request's stream unread for @tus/server, and http.ts lets their declared lengths through (a PATCH may carry the whole zip; the tus server enforces the upload's own limit).
 */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { UPLOAD_MAX_BYTES, UPLOADS_PATH } from '../../shared/constants'

const TUS = 'tus resumable upload protocol 1.0 (https://tus.io/protocols/resumable-upload): '
/** Published without content (plugins/openapi-document.ts reads `x-no-body`). */
const noBody = t.Unknown({ description: 'No body; the tus headers say it all', 'x-no-body': true })

export const uploadsModule = ({ auth, games }: AppDeps) => {
  const handle = ({ request, user }: { request: Request; user: { id: string } }) =>
    games.uploads.handle(request, user.id)
  const options = (summary: string, description: string, responses: Record<number, unknown>) => ({
    auth: true as const,
    response: { ...responses, 401: ErrorBody, 404: ErrorBody },
    detail: { summary, description: TUS + description, tags: ['Uploads'] },
  })
  return (
    new Elysia({ name: 'uploads' })
      .use(auth)
      .options(
        UPLOADS_PATH,
        () =>
          new Response(null, {
            status: 204,
            headers: {
              'tus-resumable': '1.0.0',
              'tus-version': '1.0.0',
              'tus-max-size': String(UPLOAD_MAX_BYTES),
              'tus-extension': 'creation,creation-with-upload,creation-defer-length,termination',
            },
          }),
        {
          response: { 204: noBody },
          detail: { summary: 'What this tus server supports', tags: ['Uploads'] },
        },
      )
      .post(
        UPLOADS_PATH,
        handle,
        options(
          'Start an upload (signed in)',
          `Upload-Length (at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB, else 413 before a byte is stored), optionally the first bytes (creation-with-upload). 201 with Location: /api/uploads/<uploadId>.`,
          { 201: noBody, 204: noBody, 400: ErrorBody, 412: ErrorBody, 413: ErrorBody },
        ),
      )
      // Elysia answers HEAD with the GET route of the path (a HEAD route is never reached when a GET
      // matches, as the PWA's `/*` does): this GET route is the tus HEAD; a real GET is 404.
      .get(
        `${UPLOADS_PATH}/:id`,
        ({ request, user }) =>
          request.method === 'HEAD'
            ? games.uploads.handle(request, user.id)
            : new Response(JSON.stringify({ message: 'Uploads are not downloaded: HEAD tells how much arrived' }), {
                status: 404,
                headers: { 'content-type': 'application/json; charset=utf-8' },
              }),
        options('HEAD: how much of an upload arrived', 'Send HEAD (GET is 404): Upload-Offset says where to resume.', {
          200: noBody,
        }),
      )
      .patch(
        `${UPLOADS_PATH}/:id`,
        handle,
        options(
          'Send more of an upload',
          'Content-Type: application/offset+octet-stream, Upload-Offset the current offset (else 409).',
          {
            204: noBody,
            400: ErrorBody,
            409: ErrorBody,
            412: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            460: ErrorBody,
          },
        ),
      )
      .delete(`${UPLOADS_PATH}/:id`, handle, options('Abandon an upload', 'Its bytes are removed.', { 204: noBody }))
  )
}
