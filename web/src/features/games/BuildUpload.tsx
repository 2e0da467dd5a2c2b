import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES, UPLOADS_PATH } from '@club/api/shared/constants'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { Upload } from 'tus-js-client'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, failureOf } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { getToken } from '../../session/token'
import { formatBytes } from './GamePlayer'
import type { GameJson } from './queries'
import { refusalSentence } from './refusal'
import { uploadIdOf } from './upload-id'

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number; paused: boolean; retrying: boolean }
  | { kind: 'checking' }
  | { kind: 'done'; fileCount: number }
  | { kind: 'failed'; message: string }

/** Zips larger than this are refused by the server before a byte is stored (docs/api.md#games). */

/**
 * Upload build: the zip goes up by the tus protocol (tus-js-client), which resumes where the
 * server stopped hearing it: after a dropped connection (it retries), after Pause, and after a
 * reload once the same file is picked again (it remembers unfinished uploads by the file's name,
 * size and date in localStorage). Then the server checks the zip; a refusal says why.
 */
export function BuildUpload({ game }: { game: GameJson }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [width, setWidth] = useState(String(game.build?.width ?? 960))
  const [height, setHeight] = useState(String(game.build?.height ?? 600))
  const [threads, setThreads] = useState(game.build?.sharedArrayBuffer ?? false)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const upload = useRef<Upload | null>(null)

  async function attach(uploadId: string) {
    setPhase({ kind: 'checking' })
    const result = await api
      .games({ id: game._id })
      .build.post({ uploadId, width: Number(width), height: Number(height), sharedArrayBuffer: threads })
    const failure = failureOf(result)
    if (failure) {
      const value = result.error?.value as { reason?: unknown } | undefined
      const message =
        failure instanceof ApiError && failure.status === 422
          ? refusalSentence(value?.reason, failure.message)
          : failure.message || 'The build could not be saved.'
      setPhase({ kind: 'failed', message })
      return
    }
    setPhase({ kind: 'done', fileCount: result.data?.build.fileCount ?? 0 })
    await readAgain(queryClient, queryKeys.gamesAll)
  }

  async function start() {
    if (!file) return
    if (file.size > UPLOAD_MAX_BYTES) {
      setPhase({ kind: 'failed', message: 'The zip is larger than 200 MiB.' })
      return
    }
    const { Upload } = await import('tus-js-client')
    const tus = new Upload(file, {
      endpoint: UPLOADS_PATH,
      headers: { authorization: `Bearer ${getToken() ?? ''}` },
      metadata: { filename: file.name, filetype: file.type || 'application/zip', gameId: game._id },
      // Campus Wi-Fi: keep trying for about a minute, asking the server where it stopped each time.
      retryDelays: [0, 1000, 2000, 5000, 10_000, 20_000, 30_000],
      chunkSize: UPLOAD_CHUNK_BYTES,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPhase({ kind: 'uploading', sent, total, paused: false, retrying: false }),
      // Retried: no answer (a dropped connection), a server error, or 409/423 (the offset moved);
      // not a refusal (401, 403, 404, 413).
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0
        const retry = !(status >= 400 && status < 500 && status !== 409 && status !== 423)
        if (retry) setPhase((now) => (now.kind === 'uploading' ? { ...now, retrying: true } : now))
        return retry
      },
      onError: (error) => setPhase({ kind: 'failed', message: `The upload stopped: ${error.message}` }),
      onSuccess: () => {
        const uploadId = uploadIdOf(tus.url)
        if (uploadId) void attach(uploadId)
        else setPhase({ kind: 'failed', message: 'The server did not say where the upload went.' })
      },
    })
    upload.current = tus
    // The same file picked again after a reload: continue where that upload stopped.
    const previous = await tus.findPreviousUploads()
    const last = previous[0]
    if (last) tus.resumeFromPreviousUpload(last)
    setPhase({ kind: 'uploading', sent: 0, total: file.size, paused: false, retrying: false })
    tus.start()
  }

  function pause() {
    void upload.current?.abort()
    setPhase((now) => (now.kind === 'uploading' ? { ...now, paused: true } : now))
  }

  function resume() {
    setPhase((now) => (now.kind === 'uploading' ? { ...now, paused: false } : now))
    upload.current?.start()
  }

  const busy = phase.kind === 'uploading' || phase.kind === 'checking'
  return (
    <section className="card game-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Build</h2>
      {game.build ? (
        <p className="muted">
          Current build: {game.build.fileCount} files, {formatBytes(game.build.sizeBytes)}, {game.build.width} ×{' '}
          {game.build.height}.
        </p>
      ) : (
        <p className="muted">No build yet. Export your game for the web (HTML5) and zip the folder.</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>Build zip</label>
        <p id={`${id}-hint`} className="hint">
          A zip with index.html at its top (or inside one top folder), up to 200 MiB.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".zip,application/zip"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setPhase({ kind: 'idle' })
          }}
        />
      </div>
      <div className="game-size-fields">
        <div className="field">
          <label htmlFor={`${id}-w`}>Width (px)</label>
          <input
            id={`${id}-w`}
            type="number"
            min={100}
            max={4096}
            value={width}
            onChange={(e) => setWidth(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-h`}>Height (px)</label>
          <input
            id={`${id}-h`}
            type="number"
            min={100}
            max={4096}
            value={height}
            onChange={(e) => setHeight(e.target.value)}
          />
        </div>
      </div>
      <div className="check-field">
        <input id={`${id}-sab`} type="checkbox" checked={threads} onChange={(e) => setThreads(e.target.checked)} />
        <label htmlFor={`${id}-sab`}>Needs SharedArrayBuffer (threaded Godot 4 or Emscripten builds)</label>
      </div>
      <div className="upload-actions">
        <button type="button" className="button" disabled={!file || busy} onClick={() => void start()}>
          Upload build
        </button>
        {phase.kind === 'uploading' &&
          (phase.paused ? (
            <button type="button" className="button ghost" onClick={resume}>
              Resume
            </button>
          ) : (
            <button type="button" className="button ghost" onClick={pause}>
              Pause
            </button>
          ))}
      </div>
      {phase.kind === 'uploading' && (
        <div className="upload-progress">
          <progress
            aria-label="Upload progress"
            max={phase.total || 1}
            value={phase.sent}
            aria-valuetext={`${percent(phase.sent, phase.total)} %`}
          />
          <p role="status">
            {phase.paused
              ? `Paused at ${percent(phase.sent, phase.total)} %`
              : phase.retrying
                ? `Connection lost at ${percent(phase.sent, phase.total)} %, trying again…`
                : `Uploaded ${percent(phase.sent, phase.total)} % (${formatBytes(phase.sent)} of ${formatBytes(phase.total)})`}
          </p>
        </div>
      )}
      {phase.kind === 'checking' && <p role="status">Checking the zip…</p>}
      {phase.kind === 'done' && <p role="status">Build uploaded: {phase.fileCount} files.</p>}
      {phase.kind === 'failed' && (
        <p className="alert error" role="alert">
          Build refused: {phase.message}
        </p>
      )}
    </section>
  )
}

const percent = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0)
