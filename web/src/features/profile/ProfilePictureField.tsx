import { useId, useRef, useState } from 'react'
import { readImageFile } from '../../lib/read-image'
import { ProfilePicture } from './ProfilePicture'
import { PICTURE_READ_ERROR, PICTURE_TYPE_ERROR, type PictureChoice, previewOf } from './profile-texts'

/** The picture of the Edit Profile form: pick a file (checked and read here), see it, or remove it. */
export function ProfilePictureField({
  current,
  username,
  choice,
  onChange,
  onReading,
}: {
  current: string | null
  username: string
  choice: PictureChoice
  onChange: (choice: PictureChoice) => void
  onReading: (reading: boolean) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const preview = previewOf(choice, current)

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    onReading(true)
    const result = await readImageFile(file)
    onReading(false)
    if (result.ok) return onChange({ kind: 'new', dataUrl: result.dataUrl })
    setError(result.reason === 'type' ? PICTURE_TYPE_ERROR : PICTURE_READ_ERROR)
    if (input.current) input.current.value = ''
  }

  function remove() {
    setError(null)
    if (input.current) input.current.value = ''
    onChange({ kind: 'remove' })
    // The Remove button goes away with the picture: keep the keyboard in the field.
    input.current?.focus()
  }

  return (
    <div className="field picture-field">
      <label htmlFor={`${id}-file`}>Profile picture</label>
      <div className="picture-row">
        {choice.kind === 'new' && preview ? (
          <img
            className="avatar picture-preview"
            src={preview}
            alt="Preview of your new avatar"
            width={88}
            height={88}
            // Square whatever the photo's shape (cropped by .avatar's object-fit: cover, never
            // stretched): the global `height: auto` would otherwise keep a 4:3 photo's proportions.
            style={{ width: 88, height: 88 }}
            // A file that claims to be an image but is not one cannot be shown, nor stored.
            onError={() => {
              setError(PICTURE_READ_ERROR)
              onChange({ kind: 'keep' })
              if (input.current) input.current.value = ''
            }}
          />
        ) : (
          <ProfilePicture src={preview} username={username || '?'} size={88} />
        )}
        <div className="picture-controls">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          {preview && (
            <button type="button" className="button ghost small" onClick={remove}>
              Remove picture
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="hint">
        JPG, PNG, GIF or WebP. Large photos are made smaller for you.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
