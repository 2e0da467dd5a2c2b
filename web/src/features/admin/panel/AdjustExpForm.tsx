import { EXP_NOTE_MAX_LENGTH } from '@club/api/shared/constants'
import { type FormEvent, useId, useRef, useState } from 'react'
import { serverMessage } from '../../../api/errors'
import { showMessage } from '../../../components/messages'
import { NeedsConnection } from '../../../pwa/NeedsConnection'
import { TextField } from '../dashboard/TextField'
import {
  type AdjustExpErrors,
  type AdjustExpValues,
  adjustmentBody,
  emptyAdjustment,
  signed,
  validateAdjustment,
} from './adjust-exp-values'
import { useAdjustExp } from './use-adjust-exp'

/**
 * Adjust EXP (docs/product.md#admin): add or take away EXP with a note the member will read, with
 * the admin's name. Checked before sending; the server's refusal ("would take asha below 0 EXP")
 * stays beside the form with what was typed.
 */
export function AdjustExpForm({ userId, username }: { userId: string; username: string }) {
  const id = useId()
  const adjust = useAdjustExp(userId)
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<AdjustExpValues>(emptyAdjustment)
  const [errors, setErrors] = useState<AdjustExpErrors>({})
  const set = <K extends keyof AdjustExpValues>(key: K, value: AdjustExpValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (adjust.isPending) return
    const found = validateAdjustment(values)
    setErrors(found)
    const first = (['amount', 'note'] as const).find((field) => found[field])
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    adjust.mutate(adjustmentBody(values), {
      onSuccess: ({ entry, user }) => {
        showMessage({
          text: `EXP of ${username} adjusted by ${signed(entry.amount)}: now ${user.exp} EXP.`,
          tone: 'success',
          durationMs: 5_000,
          group: `admin-exp:${userId}`,
        })
        setValues(emptyAdjustment())
      },
    })
  }

  return (
    <form ref={form} className="adjust-exp" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Adjust EXP</h3>
      <NeedsConnection action="adjusting EXP" />
      <fieldset className="field choice-row">
        <legend className="sr-only">Add or take away</legend>
        {(['add', 'take'] as const).map((direction) => (
          <label key={direction} className="choice">
            <input
              type="radio"
              name="direction"
              checked={values.direction === direction}
              onChange={() => set('direction', direction)}
            />
            {direction === 'add' ? 'Add EXP' : 'Take EXP away'}
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-amount`}
        name="amount"
        label="Amount (EXP)"
        inputMode="numeric"
        hint="A whole number. Nobody can go below 0 EXP."
        value={values.amount}
        error={errors.amount}
        onChange={(value) => set('amount', value)}
      />
      <TextField
        id={`${id}-note`}
        name="note"
        label="Note (why)"
        maxLength={EXP_NOTE_MAX_LENGTH}
        hint={`${username} reads it in their EXP history, with your name: “Helped run the jam”.`}
        value={values.note}
        error={errors.note}
        onChange={(value) => set('note', value)}
      />
      {adjust.isError && (
        <p className="alert error" role="alert">
          {serverMessage(adjust.error, 'The adjustment was not saved: check your connection, then try again.')}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={adjust.isPending}>
        {adjust.isPending ? 'Saving…' : 'Save adjustment'}
      </button>
    </form>
  )
}
