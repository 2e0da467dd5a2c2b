/**
 * POST /api/games/:id/build: a finished upload becomes the game's build once its zip passed every
 * check (zip-check.ts). Until then nothing is kept: a refused zip leaves the game's previous build
 * in place and its staged files are removed. The upload itself is removed either way.
 */
import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameBuildFiles, gameBuilds, games, jamEntries, jams, type UserRow } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { GAME_DEFAULT_HEIGHT, GAME_DEFAULT_WIDTH } from '../../shared/constants'
import { graceEndsSql } from '../jams/phase'
import { findGame, requireMaker, type Viewer } from './service'
import type { Storage } from './storage'
import type { Uploads } from './uploads'
import { checkZip } from './zip-check'

export interface BuildInput {
  uploadId: string
  width?: number
  height?: number
  sharedArrayBuffer?: boolean
}

export async function addBuild(
  deps: { db: Db; storage: Storage; uploads: Uploads },
  gameId: string,
  input: BuildInput,
  viewer: Viewer & { user: UserRow },
) {
  const { db, storage, uploads } = deps
  const game = await findGame(db, gameId)
  await requireMaker(db, game, viewer, false)
  const upload = await uploads.finished(input.uploadId, viewer.user.id)
  if (!upload) throw notFound('Upload not found, or not finished: upload the whole zip first')
  let checked: Awaited<ReturnType<typeof checkZip>>
  try {
    checked = await checkZip(upload.file, upload.size, storage.staging)
  } catch (error) {
    // A refusal (ZipRefused, which the route answers 422) keeps nothing, not even the upload.
    await uploads.remove(input.uploadId)
    throw error
  }
  try {
    for (const file of checked.files) await storage.keep(file.staged, file.hash)
    const buildId = newId()
    await db.transaction(async (tx) => {
      await findGame(tx, gameId, true)
      await tx.insert(gameBuilds).values({
        id: buildId,
        gameId,
        indexPath: checked.indexPath,
        width: input.width ?? GAME_DEFAULT_WIDTH,
        height: input.height ?? GAME_DEFAULT_HEIGHT,
        sharedArrayBuffer: input.sharedArrayBuffer ?? false,
        sizeBytes: checked.sizeBytes,
        fileCount: checked.files.length,
        uploadedBy: viewer.user.id,
      })
      for (let i = 0; i < checked.files.length; i += 500)
        await tx
          .insert(gameBuildFiles)
          .values(
            checked.files
              .slice(i, i + 500)
              .map((file) => ({ buildId, path: file.path, hash: file.hash, size: file.size })),
          )
      await tx.update(games).set({ buildId }).where(eq(games.id, gameId))
      // A jam entry follows the game's builds until the end of its jam's grace; from then on its
      // build is the jam version, and this one is post-jam (docs/jams.md#entries).
      await tx.execute(sql`update ${jamEntries} set build_id = ${buildId}
        from ${jams} where ${jamEntries.gameId} = ${gameId} and ${jams.id} = ${jamEntries.jamId}
          and now() < ${graceEndsSql()}`)
    })
    return buildId
  } finally {
    const folder = checked.files[0] ? dirname(checked.files[0].staged) : null
    if (folder) await rm(folder, { recursive: true, force: true })
    await uploads.remove(input.uploadId)
  }
}
