import type { InputHTMLAttributes } from 'react'
import { CharacterCount } from '../../../components/CharacterCount'

type Props = {
  id: string
  name: string
  label: string
  value: string
  error?: string | undefined
  hint?: string
  multiline?: boolean
  /** Not required (capacity, the end time): the label says "(optional)" itself. */
  optional?: boolean
  /** The most characters (as people see them): counted as the admin types, never cut (components/character-count.ts). */
  limit?: number
  onChange: (value: string) => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'maxLength'>

/** A labelled text field, required unless `optional`, with its hint and its error tied to it for screen readers. */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  hint,
  multiline,
  optional,
  limit,
  onChange,
  ...rest
}: Props) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`, limit && `${id}-count`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={4} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...rest} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {limit && <CharacterCount id={`${id}-count`} value={value} limit={limit} />}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
