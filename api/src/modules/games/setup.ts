import type { AppDeps } from '../../deps'
import { createStorage } from './storage'
import { createUploads } from './uploads'

/** One store and one tus server per STORAGE_DIR in this process (tests build many apps on one folder). */
const made = new Map<string, AppDeps['games']>()

export function gameFilesFor(storageDir: string): AppDeps['games'] {
  let files = made.get(storageDir)
  if (!files) {
    const storage = createStorage(storageDir)
    files = { storage, uploads: createUploads(storage) }
    made.set(storageDir, files)
  }
  return files
}
