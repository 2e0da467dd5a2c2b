import { useId, useState } from 'react'
import { readImageFile } from '../../../lib/read-image'

/**
 * A picture of the content: what it shows now, and a file picker to replace it. The file is read
 * in the browser (a phone's photo too large or in another format is redrawn as JPEG first) and
 * sent as a data URL with the section; the server crops and resizes it (docs/content.md).
 */
export function PictureField({
  label,
  url,
  onChange,
  square = false,
  optional = false,
}: {
  label: string
  url: string
  onChange: (url: string) => void
  square?: boolean
  optional?: boolean
}) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <div className="field content-picture">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {square
          ? 'A photo of the face: it is cropped to a square around it.'
          : 'A photo in landscape: it is shown at most 1600 pixels wide.'}{' '}
        PNG, JPEG, GIF or WebP.
      </p>
      {url ? (
        <img src={url} alt={`Current: ${label}`} className={square ? 'square' : undefined} />
      ) : (
        <p className="muted">No photo: the page shows the fallback picture.</p>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0]
          if (!file) return
          const read = await readImageFile(file)
          if (!read.ok) {
            setProblem(
              read.reason === 'type'
                ? 'This file is not a picture. Choose a PNG, JPEG, GIF or WebP file.'
                : 'This picture could not be read. Try another file.',
            )
            return
          }
          setProblem(null)
          onChange(read.dataUrl)
        }}
      />
      {optional && url && (
        <button type="button" className="button ghost small" onClick={() => onChange('')}>
          Remove the photo
        </button>
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  )
}
