import { useId, useRef, useState } from 'react'
import { COPIED, COPY_FAILED } from './calendar-texts'

/**
 * A calendar feed's address, to paste into a calendar app's "subscribe" (From URL, New Calendar
 * Subscription): shown whole, selected on focus, with Copy. Give it `key={url}` so a new address
 * starts without the old one's "Copied.".
 */
export function FeedAddress({ url, label }: { url: string; label: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('copied')
    } catch {
      input.current?.select()
      setCopied('failed')
    }
  }

  return (
    <div className="feed-address">
      <label htmlFor={`${id}-url`}>{label}</label>
      <div className="feed-address-row">
        <input
          ref={input}
          id={`${id}-url`}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button small" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="setting-saved" role="status">
        {copied === 'copied' ? COPIED : copied === 'failed' ? COPY_FAILED : ''}
      </p>
    </div>
  )
}
