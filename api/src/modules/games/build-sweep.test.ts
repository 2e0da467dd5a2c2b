/**
 * The sweep of builds nobody can play any more (build-sweep.ts, decision 0253): a replaced build
 * and a deleted game's build leave STORAGE_DIR once the grace period is over, a file another build
 * still lists stays, and nothing younger than the grace period is touched (another server may be
 * adding a build that lists it).
 */
import { expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { existsSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createGame, signUpMaker, uploadBuild } from '../../../test/games'
import { createJam, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUpAdmin } from '../../../test/support'
import { BUILD_GRACE_MINUTES } from '../../shared/constants'
import { sweepUnusedBuilds } from './build-sweep'
import { gameFilesFor } from './setup'

const ctx = await setupApp()
const maker = await signUpMaker(ctx)
const { storage } = gameFilesFor(ctx.config.storageDir)
const db = ctx.database.db

const blobOf = (text: string) => storage.blobPath(createHash('sha256').update(text).digest('hex'))
const page = (text: string) => ({ name: 'index.html', data: `<!doctype html><title>${text}</title>` })
const shared = { name: 'engine.js', data: 'console.log("the engine both versions use")' }
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

test('replaced and deleted builds leave STORAGE_DIR after the grace period; files still listed stay', async () => {
  const kept = await createGame(ctx, maker.token, 'Kept')
  const first = await uploadBuild(ctx, maker.token, kept._id, [page('first version'), shared])
  expect(first.status).toBe(201)
  const second = await uploadBuild(ctx, maker.token, kept._id, [page('second version'), shared])
  expect(second.status).toBe(201)
  const gone = await createGame(ctx, maker.token, 'Gone')
  expect((await uploadBuild(ctx, maker.token, gone._id, [page('deleted game')])).status).toBe(201)
  expect((await ctx.api.api.games({ id: gone._id }).delete(undefined, bearer(maker.token))).status).toBe(200)
  const files = {
    first: blobOf(page('first version').data),
    second: blobOf(page('second version').data),
    shared: blobOf(shared.data),
    deleted: blobOf(page('deleted game').data),
  }
  for (const file of Object.values(files)) expect(existsSync(file)).toBe(true)

  // Within the grace period: nothing goes (a server sharing the folder may be adding a build).
  expect(await sweepUnusedBuilds(db, storage, { graceMinutes: BUILD_GRACE_MINUTES })).toEqual({ builds: 0, files: 0 })
  for (const file of Object.values(files)) expect(existsSync(file)).toBe(true)

  const swept = await sweepUnusedBuilds(db, storage, {
    graceMinutes: BUILD_GRACE_MINUTES,
    now: later(BUILD_GRACE_MINUTES + 1),
  })
  // This file's two, at least: the suite's other files share the database and STORAGE_DIR, and
  // their replaced builds are past the grace period at that clock too.
  expect(swept.builds).toBeGreaterThanOrEqual(2)
  expect(swept.files).toBeGreaterThanOrEqual(2)
  expect(existsSync(files.first)).toBe(false)
  expect(existsSync(files.deleted)).toBe(false)
  expect(existsSync(files.second)).toBe(true)
  expect(existsSync(files.shared)).toBe(true)
  // The game still plays its build.
  const game = await ctx.api.api.games({ id: kept._id }).get(bearer(maker.token))
  expect(game.data?.build?._id).toBe(second.data?.build._id)
})

test('a file a new build is keeping is touched, so a sweep on another server leaves it while its rows are written', async () => {
  // Two files no build lists, last written three hours ago (their builds were swept).
  const keepOld = async (text: string) => {
    const staged = join(storage.staging, `${text.length}-${Date.now()}`)
    writeFileSync(staged, text)
    const hash = createHash('sha256').update(text).digest('hex')
    await storage.keep(staged, hash)
    return hash
  }
  const reused = await keepOld('console.log("an engine a new build shares")')
  const orphan = await keepOld('console.log("nobody uses this any more")')
  const hoursAgo = new Date(Date.now() - 3 * 3_600_000)
  for (const hash of [reused, orphan]) utimesSync(storage.blobPath(hash), hoursAgo, hoursAgo)
  // A build being added keeps the shared file again (builds.ts) before its manifest exists.
  await keepOld('console.log("an engine a new build shares")')
  expect(await sweepUnusedBuilds(db, storage, { graceMinutes: BUILD_GRACE_MINUTES })).toEqual({ builds: 0, files: 1 })
  expect(existsSync(storage.blobPath(reused))).toBe(true)
  expect(existsSync(storage.blobPath(orphan))).toBe(false)
})

test('a jam entry’s frozen build stays while the game has moved on to a post-jam build', async () => {
  const admin = await signUpAdmin(ctx)
  const jam = await createJam(ctx, admin.token)
  await ctx.api.api.jams({ id: jam._id }).join.post(undefined, bearer(maker.token))
  await moveJam(ctx, jam._id, 'running')
  const game = await createGame(ctx, maker.token, 'Jam Entry')
  const entered = await ctx.api.api.jams({ id: jam._id }).entries.post({ gameId: game._id }, bearer(maker.token))
  expect(entered.status).toBe(201)
  const jamVersion = await uploadBuild(ctx, maker.token, game._id, [page('jam version')])
  await moveJam(ctx, jam._id, 'voting')
  const postJam = await uploadBuild(ctx, maker.token, game._id, [page('post-jam version')])
  expect(postJam.status).toBe(201)
  await sweepUnusedBuilds(db, storage, { graceMinutes: BUILD_GRACE_MINUTES, now: later(BUILD_GRACE_MINUTES + 1) })
  expect(existsSync(blobOf(page('jam version').data))).toBe(true)
  const [entry] = (await ctx.api.api.jams({ id: jam._id }).entries.get()).data ?? []
  expect(entry?.buildId).toBe(jamVersion.data?.build._id ?? 'missing')
  // Without the entry, the same sweep removes it.
  await ctx.database.db.execute(sql`delete from jam_entries where id = ${entry?._id ?? ''}`)
  await sweepUnusedBuilds(db, storage, { graceMinutes: BUILD_GRACE_MINUTES, now: later(BUILD_GRACE_MINUTES + 1) })
  expect(existsSync(blobOf(page('jam version').data))).toBe(false)
})
