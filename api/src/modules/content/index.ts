/** The club's content: what the landing page, /team, /gallery and the footer show (docs/api.md#content). */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import {
  CONTENT_BODY_MAX_BYTES,
  CONTENT_CHANGED_MESSAGE,
  CONTENT_PICTURE_MAX_BYTES,
  contentEtag,
} from '../../shared/content/limits'
import { CONTENT_SECTIONS } from '../../shared/content/types'
import { readSave, SaveBody, type SectionInput, SectionParams, SiteContentAnswer } from './model'
import { contentStore, etagListed, saveSection } from './service'

const MiB = (bytes: number) => `${bytes / 1024 / 1024} MiB`

export const contentModule = ({ db, auth }: AppDeps) => {
  const content = contentStore(db)
  return new Elysia({ name: 'content' })
    .use(auth)
    .get(
      '/api/content',
      async ({ request }) => {
        const { etag, json } = await content.current()
        // no-cache: a browser may keep it, and asks each time whether it is still current (304).
        const headers = { etag, 'cache-control': 'no-cache' }
        if (etagListed(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
        return new Response(json, { headers: { ...headers, 'content-type': 'application/json' } })
      },
      {
        response: { 200: SiteContentAnswer },
        detail: {
          summary: 'The club’s content: every section of the landing page, /team, /gallery and the footer',
          description:
            'Public. Each section as the committee last saved it, or its default; `version` 0 while nothing was saved. `ETag: "content-<version>"` and `Cache-Control: no-cache`: If-None-Match with the ETag answers 304 while nothing changed, on every server.',
          tags: ['Content'],
          responses: {
            304: { description: 'Not modified: the ETag sent in If-None-Match is still current' },
          },
        },
      },
    )
    .put(
      '/api/admin/content/:section',
      async ({ params, body, user, request, set }) => {
        const section = params.section
        const saved = await saveSection(db, {
          section,
          value: body[section] as SectionInput[typeof section],
          ifMatch: request.headers.get('if-match'),
          adminId: user.id,
        })
        set.headers.etag = contentEtag(saved.version)
        return saved
      },
      {
        admin: true,
        params: SectionParams,
        body: SaveBody,
        // Before validation: each rule is said with the field's name as the form shows it
        // (fields.ts); the schema then checks what this leaves, the cleaned value.
        transform(context) {
          const { section, value } = readSave(String(context.params.section), context.body)
          context.body = { [section]: value }
        },
        response: {
          200: SiteContentAnswer,
          404: ErrorBody,
          412: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
        },
        detail: {
          summary: 'Replace one section of the club’s content (admin)',
          description: [
            `The body is \`{ <section>: value }\`, the whole section (sections: ${CONTENT_SECTIONS.join(', ')}; another is 404). Every rule broken is a 422 naming the field, e.g. \`team[2].members[0].role must be one of …\`; text is trimmed.`,
            `Pictures: a data URL (PNG, JPEG, GIF or WebP, at most ${MiB(CONTENT_PICTURE_MAX_BYTES)}; larger is 413) is resized to WebP (team and faculty photos a 640 px square, gallery and past events at most 1600 px wide) and stored as /api/media/<hash>; an address the content or its defaults already show is kept; /api/media/<hash> of a stored picture is taken. A gallery or past-event photo's width and height are set by the server.`,
            `If-Match: "content-<version>" (the ETag of GET /api/content): when the content changed since, 412 "${CONTENT_CHANGED_MESSAGE}" and nothing is stored. The body may be up to ${MiB(CONTENT_BODY_MAX_BYTES)} (with a bearer token). Answers the whole content, as GET does, with the new ETag. A refusal changes nothing.`,
          ].join('\n\n'),
          tags: ['Content'],
        },
      },
    )
}
