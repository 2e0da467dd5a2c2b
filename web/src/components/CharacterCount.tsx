import { characterCount } from './character-count'

/**
 * Under a field with a limit: "12 / 120" (in the danger colour with how many too many once over),
 * and, near the limit only, the same said politely to screen readers. `id` is what the field's
 * aria-describedby names.
 */
export function CharacterCount({ id, value, limit }: { id: string; value: string; limit: number }) {
  const state = characterCount(value, limit)
  return (
    <>
      <p id={id} className={state.over ? 'char-count over' : 'char-count'}>
        <span className="sr-only">At most {limit} characters. </span>
        <span aria-hidden="true">{state.shown}</span>
      </p>
      <span className="sr-only" aria-live="polite">
        {state.spoken}
      </span>
    </>
  )
}
