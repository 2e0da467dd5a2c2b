/**
 * The club's content (docs/api.md#content): one row per section a committee member has saved,
 * each with the number `site_content_version` gave its save; a section never saved is its default
 * (api/src/shared/content). The content's version is the highest number, so it changes with every
 * save, on every server at once.
 *
 * Saves run one at a time (an advisory lock): a save's If-Match is compared with the version no
 * other save can change before it commits, and the versions grow in the order the saves commit,
 * which is what lets each process keep the answer of GET /api/content until the version changes.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { siteContent } from '../../db/schema'
import { logError } from '../../lib/log'
import { queryRows } from '../../lib/query-rows'
import { DEFAULT_CONTENT } from '../../shared/content/defaults'
import { CONTENT_CHANGED_MESSAGE, contentEtag } from '../../shared/content/limits'
import {
  CONTENT_SECTIONS,
  type ContentSection,
  type SiteContent,
  type SiteContentSections,
  TEAM_GROUPS,
} from '../../shared/content/types'
import { deleteIfUnused } from '../media/cleanup'
import { isSection, type SectionInput } from './model'
import { knownPictures, mediaHashes, pictureSlots, resizeNewPictures, storePictures } from './pictures'

/** Arbitrary key of the advisory lock that makes content saves run one at a time. */
const SAVE_LOCK_KEY = 4_242_019

/** 412: someone else saved since the editor was opened (lib/errors has no 412; plugins/errors.ts answers any 4xx `status`). */
export class ContentChanged extends Error {
  readonly status = 412
  constructor() {
    super(CONTENT_CHANGED_MESSAGE)
  }
}

/** The content as stored now: each section saved, or its default. */
export async function readContent(db: Db | Tx): Promise<SiteContent> {
  const rows = await db
    .select({ section: siteContent.section, value: siteContent.value, version: siteContent.version })
    .from(siteContent)
  const sections: SiteContentSections = { ...DEFAULT_CONTENT }
  let version = 0
  for (const row of rows) {
    version = Math.max(version, row.version)
    if (isSection(row.section)) Object.assign(sections, { [row.section]: row.value })
  }
  return { version, ...sections }
}

async function currentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${siteContent.version}), 0)`.mapWith(Number) })
    .from(siteContent)
  return row?.version ?? 0
}

/** The answer of GET /api/content, serialised once per version. */
export interface ContentAnswer {
  version: number
  etag: string
  json: string
}

const answerOf = (content: SiteContent): ContentAnswer => {
  const { version, ...sections } = content
  return {
    version,
    etag: contentEtag(version),
    // The wire order: version first, then the sections in the order of CONTENT_SECTIONS.
    json: JSON.stringify({ version, ...Object.fromEntries(CONTENT_SECTIONS.map((s) => [s, sections[s]])) }),
  }
}

/**
 * What this process answers GET /api/content with: one query for the version (an index-free max
 * over at most 7 rows), and the rows only when it changed since the last answer, so a save on any
 * server shows on every server at once.
 */
export function contentStore(db: Db) {
  let kept: ContentAnswer | null = null
  return {
    async current(): Promise<ContentAnswer> {
      const version = await currentVersion(db)
      if (kept && kept.version === version) return kept
      const answer = answerOf(await readContent(db))
      // A slower read of an older version must not replace a newer one.
      if (!kept || answer.version >= kept.version) kept = answer
      return answer
    },
  }
}

/** True when an If-Match or If-None-Match header names this ETag (or is `*`). */
export function etagListed(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/** The team in the order of /team, whatever the order sent. */
const inPageOrder = (team: SectionInput['team']) =>
  [...team].sort((a, b) => TEAM_GROUPS.indexOf(a.group) - TEAM_GROUPS.indexOf(b.group))

export interface Save<S extends ContentSection> {
  section: S
  /** Read and cleaned by model.ts (readSave); its pictures are resolved here. */
  value: SectionInput[S]
  /** The If-Match header, if sent. */
  ifMatch: string | null
  adminId: string
}

/**
 * Replaces one section, in one transaction: a refusal (412, 422) leaves the content and the
 * stored pictures as they were. Pictures its previous value showed and nothing shows any more
 * are removed afterwards (media/cleanup.ts decides what nothing shows).
 */
export async function saveSection<S extends ContentSection>(db: Db, save: Save<S>): Promise<SiteContent> {
  const { section, value, ifMatch, adminId } = save
  // Before the slow part: a stale editor learns it at once, not after its pictures are resized.
  if (ifMatch !== null && !etagListed(ifMatch, contentEtag(await currentVersion(db)))) throw new ContentChanged()
  const slots = pictureSlots(section, value)
  const resized = await resizeNewPictures(slots)

  const { content, before } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_KEY})`)
    const current = await readContent(tx)
    if (ifMatch !== null && !etagListed(ifMatch, contentEtag(current.version))) throw new ContentChanged()
    const known = knownPictures(DEFAULT_CONTENT, knownPictures(current))
    await storePictures(tx, slots, resized, known)
    const stored = (section === 'team' ? inPageOrder(value as SectionInput['team']) : value) as SiteContentSections[S]
    const [next] = await queryRows<{ version: number | string }>(
      tx,
      sql`select nextval('site_content_version') as version`,
    )
    const version = Number(next?.version)
    await tx
      .insert(siteContent)
      .values({ section, value: stored, version, updatedBy: adminId })
      .onConflictDoUpdate({
        target: siteContent.section,
        set: { value: stored, version, updatedAt: sql`now()`, updatedBy: adminId },
      })
    return { content: { ...current, [section]: stored, version } as SiteContent, before: current }
  })

  const shown = mediaHashes(section, content[section])
  for (const hash of mediaHashes(section, before[section]))
    if (!shown.has(hash))
      await deleteIfUnused(db, hash).catch((error) => logError('replaced content picture not removed', error, { hash }))
  return content
}
