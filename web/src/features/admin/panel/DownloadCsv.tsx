import type { EventType } from '@club/api/shared/constants'
import { useState } from 'react'
import { serverMessage } from '../../../api/errors'
import { downloadText } from '../../../lib/csv'
import { csvFileName, fetchAllParticipation, participationCsv } from './participation-csv'

/** "Download CSV" of every registration the filter matches, all pages, built in the browser. */
export function DownloadCsv({ type, disabled }: { type: EventType | null; disabled: boolean }) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'done' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  })

  async function download() {
    if (disabled || state.kind === 'working') return
    setState({ kind: 'working' })
    try {
      const rows = await fetchAllParticipation(type)
      downloadText(participationCsv(rows), csvFileName(type))
      setState({ kind: 'done' })
    } catch (error) {
      setState({ kind: 'failed', message: serverMessage(error, 'Check your connection, then try again.') })
    }
  }

  return (
    <div className="download-csv">
      <button
        type="button"
        className="button small"
        aria-disabled={disabled || state.kind === 'working'}
        onClick={() => void download()}
      >
        {state.kind === 'working' ? 'Preparing CSV…' : 'Download CSV'}
      </button>
      <p className="download-status" role="status">
        {state.kind === 'done' && 'CSV downloaded.'}
        {state.kind === 'failed' && <span className="error-text">The CSV could not be made. {state.message}</span>}
      </p>
    </div>
  )
}
