import { useEffect, useId, useRef, useState } from 'react'
import { pictureProps } from '../../../lib/picture'
import { readImageFile } from '../../../lib/read-image'
import type { ImageChoice } from './event-form-values'

export const IMAGE_TYPE_ERROR = 'Please upload an image file (e.g., JPG, PNG, GIF).' // docs/product.md#admin
export const IMAGE_READ_ERROR = 'Failed to read image file.' // docs/product.md#admin
/** The current image's preview, 160 × 90 CSS px (a new one is a data URL, shown as it is). */
const PREVIEW = { widths: [256, 640], sizes: '160px' } as const

interface Props {
  value: ImageChoice
  onChange: (image: ImageChoice) => void
  /** The event's image when editing: it can be kept, replaced or removed. */
  original: string | null
  eventName: string
}

/**
 * The event image: pick a file (checked and read with readImageFile, which also shrinks phone
 * photos), see it, and when editing keep, replace or remove the current one.
 */
export function ImageField({ value, onChange, original, eventName }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  // The file input cannot be controlled: empty it whenever the picked file is no longer the choice
  // (removed, current image kept, or the form was emptied after a save).
  useEffect(() => {
    if (value.kind !== 'new' && input.current) input.current.value = ''
  }, [value.kind])

  async function pick(file: File | undefined) {
    if (!file) return
    setReading(true)
    const result = await readImageFile(file)
    setReading(false)
    if (result.ok) {
      setError(null)
      onChange({ kind: 'new', dataUrl: result.dataUrl })
    } else {
      // What was chosen before stays chosen; only the file input is emptied.
      setError(result.reason === 'type' ? IMAGE_TYPE_ERROR : IMAGE_READ_ERROR)
      if (input.current) input.current.value = ''
    }
  }

  const preview = value.kind === 'new' ? value.dataUrl : value.kind === 'current' ? value.url : null
  const name = eventName.trim() || 'the event'
  return (
    <div className="field image-field">
      <label htmlFor={id}>{original ? 'Replace image (optional)' : 'Image (optional)'}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="hint">
          {reading ? 'Reading the image…' : 'JPG, PNG, GIF or WebP. Large photos are resized for you.'}
        </p>
      )}
      <div className="image-choice">
        {preview ? (
          <img
            className="image-preview"
            {...pictureProps(preview, PREVIEW)}
            alt={value.kind === 'new' ? `Preview of the new image for ${name}` : `Current image of ${name}`}
            width="160"
            height="90"
          />
        ) : (
          <p className="muted image-none">{original ? 'The image will be removed when you save.' : 'No image.'}</p>
        )}
        <div className="image-actions">
          {preview && (
            <button type="button" className="button ghost small" onClick={() => onChange({ kind: 'none' })}>
              Remove image
            </button>
          )}
          {original && value.kind !== 'current' && (
            <button
              type="button"
              className="button ghost small"
              onClick={() => onChange({ kind: 'current', url: original })}
            >
              Keep current image
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
