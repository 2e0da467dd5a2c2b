import type { InputHTMLAttributes, ReactNode } from 'react'
import { CharacterCount } from './CharacterCount'
import './field.css'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  /** Always shown under the label: the rule the value must follow. */
  hint?: ReactNode
  /** Shown under the input in the danger colour; also marks the input invalid. */
  error?: string
  /** Extra ids that describe the input (e.g. a form-level message that names this field). */
  describedBy?: string
  /**
   * The most characters (as people see them) the API takes: counted under the field as the
   * person types, never cut (components/character-count.ts). Use it instead of maxLength.
   */
  limit?: number
}

/**
 * A labelled input in the `.field` look: the label names it, the hint and the error describe it,
 * so a screen reader reads the rule and the problem with the field.
 */
export function Field({ id, label, hint, error, describedBy, limit, 'aria-invalid': invalid, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const countId = limit ? `${id}-count` : undefined
  const description = [hintId, errorId, countId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={description} {...input} />
      {limit && countId && <CharacterCount id={countId} value={String(input.value ?? '')} limit={limit} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
