import { useLayoutEffect } from 'react'
import type { Verdict } from './judge-scan'
import { markScanAnswered } from './scan-timing'
import { verdictText } from './verdict-text'

/**
 * The answer to the last scan, the whole width of the screen and coloured: green checked in,
 * amber already checked in, red anything that does not get in. Announced to screen readers.
 */
export function ScanAnswer({ answer }: { answer: { verdict: Verdict; id: number } | null }) {
  useLayoutEffect(() => {
    if (answer) markScanAnswered(answer.id)
  }, [answer])
  if (!answer)
    return (
      <div className="scan-answer idle" role="status" aria-live="assertive">
        <p className="scan-headline">Ready to scan</p>
        <p className="scan-detail">Point the camera at a ticket, type its code, or find a student by name.</p>
      </div>
    )
  const text = verdictText(answer.verdict)
  return (
    <div className={`scan-answer ${text.tone}`} role="status" aria-live="assertive" key={answer.id}>
      <p className="scan-headline">{text.headline}</p>
      <p className="scan-detail">{text.detail}</p>
    </div>
  )
}
