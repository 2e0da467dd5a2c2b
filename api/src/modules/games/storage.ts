/**
 * The files of builds, content-addressed under STORAGE_DIR (docs/decisions/0221):
 * `blobs/ab/abcdef…` is the file whose sha256 is `abcdef…`, written once by a rename within the
 * folder, so servers sharing it never see half a file and store a file two builds share once.
 * `uploads/` holds tus uploads in progress, `staging/` a zip being checked.
 */
import { mkdirSync } from 'node:fs'
import { mkdir, rename, rm, stat, utimes } from 'node:fs/promises'
import { join } from 'node:path'

export interface Storage {
  root: string
  uploads: string
  staging: string
  /** `blobs/ab/abcdef…`: the kept files (build-sweep.ts removes those no build lists). */
  blobs: string
  blobPath(hash: string): string
  /**
   * Moves a staged file into place as the blob `hash`. A blob already there is kept and touched:
   * the sweep (build-sweep.ts) leaves recently touched blobs alone, so one that an old build
   * listed is not removed while a new build that shares it is being written.
   */
  keep(stagedFile: string, hash: string): Promise<void>
}

const HASH = /^[0-9a-f]{64}$/

export function createStorage(root: string): Storage {
  const uploads = join(root, 'uploads')
  const staging = join(root, 'staging')
  const blobs = join(root, 'blobs')
  for (const dir of [uploads, staging, blobs]) mkdirSync(dir, { recursive: true })
  const blobPath = (hash: string) => {
    if (!HASH.test(hash)) throw new Error(`not a sha256: ${hash}`)
    return join(blobs, hash.slice(0, 2), hash)
  }
  return {
    root,
    uploads,
    staging,
    blobs,
    blobPath,
    async keep(stagedFile, hash) {
      const target = blobPath(hash)
      const exists = await stat(target).then(
        () => true,
        () => false,
      )
      if (exists) {
        const now = new Date()
        await utimes(target, now, now)
        return rm(stagedFile, { force: true })
      }
      await mkdir(join(blobs, hash.slice(0, 2)), { recursive: true })
      await rename(stagedFile, target)
    },
  }
}
