/**
 * Resumable uploads by the tus protocol 1.0 at /api/uploads (docs/api.md#uploads, decision 0222):
 * the maintained `@tus/server` with `@tus/file-store`, called through its web-standard handler, so
 * every byte streams from the socket to a file under STORAGE_DIR/uploads. Signed in only; an
 * upload belongs to whoever created it (anyone else gets 404); an Upload-Length over the limit is
 * 413 before a byte is stored. Uploads untouched for UPLOAD_EXPIRY_MINUTES are removed by the
 * sweep, finished or not (a build keeps its own copy of the files).
 */
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Server } from '@tus/server'
import { logLine } from '../../lib/log'
import { UPLOAD_EXPIRY_MINUTES, UPLOAD_MAX_BYTES, UPLOADS_PATH } from '../../shared/constants'
import type { Storage } from './storage'
import { ReleasingFileStore } from './upload-store'

const UPLOAD_ID = /^[0-9a-f]{32}$/

export const isUploadId = (id: string) => UPLOAD_ID.test(id)

const NOT_FOUND = { status_code: 404, body: 'Upload not found' }

export interface Uploads {
  handle(request: Request, userId: string): Promise<Response>
  /** The finished upload's file and size, when `userId` owns it; else null. */
  finished(id: string, userId: string): Promise<{ file: string; size: number } | null>
  remove(id: string): Promise<void>
  /** Removes uploads untouched since `now - UPLOAD_EXPIRY_MINUTES`; returns how many. */
  sweep(now?: Date): Promise<number>
}

export function createUploads(storage: Storage): Uploads {
  const owners = new WeakMap<Request, string>()
  const store = new ReleasingFileStore({ directory: storage.uploads })
  const ownerOf = async (id: string) => {
    if (!isUploadId(id)) return null
    try {
      return (await store.getUpload(id)).metadata?.owner ?? null
    } catch {
      return null
    }
  }
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    async onUploadCreate(request, upload) {
      // The owner is ours to set: whatever the client put in Upload-Metadata under that name is replaced.
      return { metadata: { ...upload.metadata, owner: owners.get(request as unknown as Request) ?? '' } }
    },
    async onIncomingRequest(request, id) {
      if (request.method === 'POST') return
      const owner = await ownerOf(id)
      if (!owner || owner !== owners.get(request as unknown as Request)) throw NOT_FOUND
    },
  })
  return {
    async handle(request, userId) {
      owners.set(request, userId)
      const answer = await tus.handleWeb(request)
      // Same-origin only: the tus server's permissive CORS headers are not ours to send.
      for (const name of [...answer.headers.keys()]) if (name.startsWith('access-control-')) answer.headers.delete(name)
      if (answer.status < 400) return answer
      // Every refusal is `{ message }`, as everywhere in the API.
      const message = (await answer.text()).trim() || 'The upload could not be handled'
      const headers = new Headers(answer.headers)
      headers.set('content-type', 'application/json; charset=utf-8')
      headers.delete('content-length')
      return new Response(JSON.stringify({ message }), { status: answer.status, headers })
    },
    async finished(id, userId) {
      if (!isUploadId(id)) return null
      try {
        const upload = await store.getUpload(id)
        if (upload.metadata?.owner !== userId || upload.size === undefined || upload.offset !== upload.size) return null
        return { file: join(storage.uploads, id), size: upload.size }
      } catch {
        return null
      }
    },
    async remove(id) {
      if (!isUploadId(id)) return
      await rm(join(storage.uploads, id), { force: true })
      await rm(join(storage.uploads, `${id}.json`), { force: true })
    },
    async sweep(now = new Date()) {
      const cutoff = now.getTime() - UPLOAD_EXPIRY_MINUTES * 60_000
      let removed = 0
      for (const name of await readdir(storage.uploads)) {
        const id = name.replace(/\.json$/, '')
        if (!isUploadId(id) || name.endsWith('.json')) continue
        const touched = await stat(join(storage.uploads, name)).then(
          (info) => info.mtimeMs,
          () => null,
        )
        if (touched === null || touched >= cutoff) continue
        await this.remove(id)
        removed++
      }
      // A description whose file is gone (a crash between the two writes).
      for (const name of await readdir(storage.uploads)) {
        const id = name.replace(/\.json$/, '')
        if (!name.endsWith('.json') || !isUploadId(id)) continue
        const info = await stat(join(storage.uploads, name)).catch(() => null)
        const file = await stat(join(storage.uploads, id)).catch(() => null)
        if (info && !file && info.mtimeMs < cutoff) {
          await rm(join(storage.uploads, name), { force: true })
          removed++
        }
      }
      if (removed > 0) logLine({ message: 'expired uploads removed', count: removed })
      return removed
    },
  }
}
