/**
 * The content's wire shape (api/src/shared/content/types.ts) as fields (fields.ts): each section
 * as a request sends it (pictures may be data URLs; a photo's width and height may be left out,
 * the server sets them) and as the API answers it (docs/api.md#content).
 */
import { t } from 'elysia'
import { notFound, unprocessable } from '../../lib/errors'
import { CONTENT_LIMITS as L } from '../../shared/content/limits'
import {
  ACTIVITY_ICONS,
  CONTENT_SECTIONS,
  type ContentSection,
  TEAM_GROUPS,
  TEAM_ROLES,
} from '../../shared/content/types'
import {
  type Field,
  type FieldValue,
  httpsLink,
  item,
  list,
  object,
  oneOf,
  optional,
  picture,
  text,
  wholeNumber,
} from './fields'

/** A picture's pixel size: any photo a phone takes, not a typo of 10 digits. */
const PIXELS = { min: 1, max: 100_000 }

function sections(mode: 'request' | 'answer') {
  const request = mode === 'request'
  const pictureField = ({ required }: { required: boolean }): Field<string> =>
    request
      ? picture({ required })
      : {
          schema: t.String({
            description: `The picture's address: /images/… (shipped with the site) or /api/media/<hash> (uploaded)${required ? '' : '; empty: the fallback picture'}`,
          }),
          read: (value) => value as string,
        }
  const size = (side: 'width' | 'height') => {
    const field = wholeNumber(
      request ? { min: 0, max: PIXELS.max } : PIXELS,
      request
        ? `Ignored for a new picture and for one already shown (the server knows its ${side}); read only for a shipped picture not shown as a photo before`
        : `The picture's own ${side} in pixels`,
    )
    return request ? optional(field) : field
  }

  const about = object({
    counters: list(
      object({
        label: text(L.about.counter.label),
        value: wholeNumber(L.about.counter.value, 'The number the counter climbs to'),
        suffix: text(L.about.counter.suffix),
      }),
      L.about.counters,
    ),
    activities: list(
      object({
        title: text(L.about.activity.title),
        text: text(L.about.activity.text),
        icon: oneOf(ACTIVITY_ICONS),
      }),
      L.about.activities,
    ),
  })

  const faculty = list(
    object({
      name: text(L.faculty.name),
      title: text(L.faculty.title),
      department: text(L.faculty.department),
      photoUrl: pictureField({ required: true }),
    }),
    L.faculty.entries,
  )

  const faq = list(object({ question: text(L.faq.question), answer: text(L.faq.answer) }), L.faq.entries)

  const socialLink = httpsLink({ required: false })
  const groups = list(
    object({
      group: oneOf(TEAM_GROUPS),
      members: list(
        object({
          name: text(L.team.name),
          role: oneOf(TEAM_ROLES),
          photoUrl: pictureField({ required: false }),
          linkedin: socialLink,
          instagram: socialLink,
          github: socialLink,
        }),
        L.team.members,
      ),
    }),
    { min: 0, max: TEAM_GROUPS.length },
    'Each group of /team at most once; stored (and answered) in the order of the page, whatever the order sent',
  )
  const team: typeof groups = {
    ...groups,
    read(value, path) {
      const read = groups.read(value, path)
      const seen = new Map<string, number>()
      read.forEach((entry, index) => {
        const first = seen.get(entry.group)
        if (first !== undefined)
          throw unprocessable(
            `${item(path, index)}.group ${entry.group} is listed twice (also ${item(path, first)}): each group at most once`,
          )
        seen.set(entry.group, index)
      })
      return read
    },
  }

  const photo = {
    url: pictureField({ required: true }),
    alt: text(L.gallery.alt),
    width: size('width'),
    height: size('height'),
  }
  const gallery = list(object(photo), L.gallery.entries)
  const pastEvents = list(
    object({
      ...photo,
      alt: text(L.pastEvents.alt),
      title: text(L.pastEvents.title),
      date: text(L.pastEvents.date),
    }),
    L.pastEvents.entries,
  )

  const links = object({
    discord: httpsLink({ required: true }),
    partnerForm: httpsLink({ required: true }),
    instagram: socialLink,
    linkedin: socialLink,
    github: socialLink,
    youtube: socialLink,
  })

  return { about, faculty, faq, team, gallery, pastEvents, links } satisfies Record<ContentSection, Field<unknown>>
}

/** How a request's section is read (pictures not yet resolved: pictures.ts). */
export const SECTION_INPUT = sections('request')
export type SectionInput = { [S in ContentSection]: FieldValue<(typeof SECTION_INPUT)[S]> }

const ANSWER = sections('answer')

export const SiteContentAnswer = t.Object(
  {
    version: t.Integer({
      minimum: 0,
      description: 'Changes with every edit; 0 while nothing was edited (the defaults)',
    }),
    about: ANSWER.about.schema,
    faculty: ANSWER.faculty.schema,
    faq: ANSWER.faq.schema,
    team: ANSWER.team.schema,
    gallery: ANSWER.gallery.schema,
    pastEvents: ANSWER.pastEvents.schema,
    links: ANSWER.links.schema,
  },
  { description: 'Every section: as the committee last saved it, or its default' },
)

export const SectionParams = t.Object({
  section: t.UnionEnum(CONTENT_SECTIONS as unknown as [ContentSection, ...ContentSection[]], {
    default: undefined,
    description: 'The section to replace',
  }),
})

export const SaveBody = t.Object(
  {
    about: t.Optional(SECTION_INPUT.about.schema),
    faculty: t.Optional(SECTION_INPUT.faculty.schema),
    faq: t.Optional(SECTION_INPUT.faq.schema),
    team: t.Optional(SECTION_INPUT.team.schema),
    gallery: t.Optional(SECTION_INPUT.gallery.schema),
    pastEvents: t.Optional(SECTION_INPUT.pastEvents.schema),
    links: t.Optional(SECTION_INPUT.links.schema),
  },
  {
    minProperties: 1,
    maxProperties: 1,
    description: 'One field, named as the section in the path, holding the whole section',
  },
)

export const isSection = (value: string): value is ContentSection =>
  (CONTENT_SECTIONS as readonly string[]).includes(value)

const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)

export const unknownSection = (section: string) =>
  `There is no content section ${quoted(section)}: the sections are ${CONTENT_SECTIONS.join(', ')}`

/** A save's section and its value, read and cleaned; pictures are checked later (pictures.ts). */
export function readSave<S extends string>(section: S, body: unknown): { section: ContentSection; value: unknown } {
  if (!isSection(section)) throw notFound(unknownSection(section))
  const keys = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []
  if (keys.length !== 1 || keys[0] !== section) {
    const has = keys.length
      ? `it has ${keys.slice(0, 5).map(quoted).join(', ')}${keys.length > 5 ? ', …' : ''}`
      : 'it is empty'
    throw unprocessable(`The request body must be { "${section}": … } and nothing else (${has})`)
  }
  return { section, value: SECTION_INPUT[section].read((body as Record<string, unknown>)[section], section) }
}
