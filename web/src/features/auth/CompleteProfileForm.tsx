import { PROFILE_COMPLETE_REDIRECT_MS, PROFILE_COMPLETION_FIELDS } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { Field } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { putProfile, type UserJson } from '../../session/profile-query'
import { COMPLETION_INPUTS } from './completion-inputs'
import {
  COMPLETION_FAILED,
  type CompletionErrors,
  type CompletionField,
  completionPayload,
  FIELD_NAMES,
  fieldOfMessage,
  initialValues,
  isUsernameLocked,
  missingFieldsMessage,
  PROFILE_COMPLETED,
  validateCompletion,
} from './profile-completion'

const LAST = PROFILE_COMPLETION_FIELDS.length - 1

/**
 * docs/product.md#accounts: every completion field, prefilled from the account; saved, then on to
 * /profile, or to `returnTo` (a checked return path, docs/decisions/0116).
 */
export function CompleteProfileForm({ user, returnTo }: { user: UserJson; returnTo?: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const locked = isUsernameLocked(user)
  const [values, setValues] = useState(() => initialValues(user))
  const [missing, setMissing] = useState<CompletionField[]>([])
  const [errors, setErrors] = useState<CompletionErrors>({})
  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof completionPayload>) => unwrap(await api.user.profile.put(body)),
    onSuccess: (saved) => putProfile(queryClient, saved),
    // A refusal about one field is shown beside it, and the focus goes there (docs/product.md#accounts).
    onError: (error) => {
      const message = serverMessage(error, '')
      const field = message ? fieldOfMessage(message) : undefined
      if (!field) return
      setErrors((e) => ({ ...e, [field]: message }))
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus())
    },
  })
  const fieldRefused = save.isError && fieldOfMessage(serverMessage(save.error, '')) !== undefined

  // docs/product.md#messages: the success message stays for 1.2 s, then /profile (or the return path).
  useEffect(() => {
    if (!save.isSuccess) return
    const next = () =>
      void (returnTo ? navigate({ href: returnTo, replace: true }) : navigate({ to: '/profile', replace: true }))
    const timer = setTimeout(next, PROFILE_COMPLETE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [save.isSuccess, navigate, returnTo])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending || save.isSuccess) return
    const found = validateCompletion(values, locked)
    setMissing(found.missing)
    setErrors(found.errors)
    const first = PROFILE_COMPLETION_FIELDS.find((field) => found.missing.includes(field) || found.errors[field])
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    save.mutate(completionPayload(values, locked))
  }

  const provider = user.discordId ? 'Discord' : 'Google'
  return (
    <form ref={form} className="card auth-card" noValidate onSubmit={onSubmit} aria-label="Complete your profile">
      <NeedsConnection action="saving your details" />
      {missing.length > 0 && (
        <div id="completion-missing" className="alert error" role="alert">
          {missingFieldsMessage(missing)}
        </div>
      )}
      <fieldset className="auth-fieldset" disabled={save.isSuccess}>
        <legend className="sr-only">Your details</legend>
        {PROFILE_COMPLETION_FIELDS.map((name, index) => {
          const isLocked = name === 'username' && locked
          return (
            <Field
              key={name}
              id={`complete-${name}`}
              name={name}
              label={FIELD_NAMES[name]}
              required
              enterKeyHint={index === LAST ? 'done' : 'next'}
              {...COMPLETION_INPUTS[name]}
              {...(isLocked
                ? { readOnly: true, hint: `You signed in with ${provider}, so your username stays as it is.` }
                : {})}
              value={values[name]}
              error={errors[name]}
              aria-invalid={missing.includes(name)}
              describedBy={missing.includes(name) ? 'completion-missing' : undefined}
              onChange={(event) => {
                const value = event.target.value
                setValues((v) => ({ ...v, [name]: value }))
                setErrors((e) => ({ ...e, [name]: undefined }))
                if (value.trim()) setMissing((m) => m.filter((field) => field !== name))
              }}
            />
          )
        })}
      </fieldset>
      {/* Present from the start, so screen readers announce the success when it is filled in. */}
      <div className={save.isSuccess ? 'alert success' : undefined} role="status">
        {save.isSuccess && PROFILE_COMPLETED}
      </div>
      {/* Beside the button that was pressed; a refusal about one field is shown at that field instead. */}
      {save.isError && !fieldRefused && (
        <div className="alert error" role="alert">
          {serverMessage(save.error, COMPLETION_FAILED)}
        </div>
      )}
      {!save.isSuccess && (
        <button type="submit" className="button auth-submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Complete profile'}
        </button>
      )}
    </form>
  )
}
