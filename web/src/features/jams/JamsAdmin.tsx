import { JAM_THEME_MAX_LENGTH } from '@club/api/shared/jams'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { LoadFailed } from '../../components/LoadFailed'
import { Modal } from '../../components/Modal'
import { downloadText } from '../../lib/csv'
import { clubInputToIso, clubTimeZoneLabel, formatDateTime, isoToClubInput } from '../../lib/dates'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { eventsQuery } from '../events'
import { PHASE_LABELS } from './clock'
import { changedFields, emptyJamForm, type JamFormValues, jamToForm, toJamBody } from './jam-form-values'
import { type JamJson, jamsQuery } from './queries'
import { ThemeReadiness } from './ThemeReadiness'
import './jams.css'

/**
 * /admin's Jams tab (docs/product.md#admin): create a jam, then each jam with its phase, dates and
 * counts, to edit, delete, or download its ratings as CSV. Times are typed on the club's clock.
 */
export function JamsAdmin() {
  const jams = useQuery(jamsQuery())
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: async (body: Parameters<typeof api.jams.post>[0]) => unwrap(await api.jams.post(body)),
    onSuccess: () => readAgain(queryClient, queryKeys.jamsAll),
  })
  return (
    <div className="jams-admin">
      <section className="card admin-create" aria-labelledby="create-jam-title">
        <h2 id="create-jam-title">Create jam</h2>
        <NeedsConnection action="creating a jam" />
        <JamForm
          initial={emptyJamForm()}
          submitLabel="Create jam"
          onSubmit={async (values) => {
            const checked = toJamBody(values, clubInputToIso)
            if ('message' in checked) return checked.message
            try {
              await create.mutateAsync(checked.body)
              return null
            } catch (error) {
              return serverMessage(error, 'The jam could not be created.')
            }
          }}
          resetOnSuccess
        />
      </section>
      <section aria-labelledby="manage-jams-title">
        <h2 id="manage-jams-title">Jams</h2>
        {jams.isPending ? (
          <p className="muted">Loading jams…</p>
        ) : jams.data ? (
          jams.data.length === 0 ? (
            <p className="muted">No jams yet.</p>
          ) : (
            <ul className="jam-admin-list">
              {jams.data.map((jam) => (
                <JamRow key={jam._id} jam={jam} />
              ))}
            </ul>
          )
        ) : (
          <LoadFailed message={serverMessage(jams.error, 'Failed to load jams.')} query={jams} />
        )}
      </section>
    </div>
  )
}

function JamRow({ jam }: { jam: JamJson }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [csvError, setCsvError] = useState<string | null>(null)
  const update = useMutation({
    mutationFn: async (body: Parameters<ReturnType<typeof api.jams>['put']>[0]) =>
      unwrap(await api.jams({ id: jam._id }).put(body)),
    onSuccess: () => readAgain(queryClient, queryKeys.jamsAll),
  })
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.jams({ id: jam._id }).delete()),
    onSuccess: () => readAgain(queryClient, queryKeys.jamsAll),
  })
  const downloadCsv = async () => {
    setCsvError(null)
    try {
      const text = String(unwrap(await api.jams({ id: jam._id })['ratings.csv'].get()))
      downloadText(text.startsWith('\uFEFF') ? text : `\uFEFF${text}`, `${jam.slug}-ratings.csv`)
    } catch (error) {
      setCsvError(serverMessage(error, 'The ratings could not be downloaded.'))
    }
  }
  const titleId = `jam-admin-${jam._id}`
  return (
    <li className="card jam-admin-row" aria-labelledby={titleId}>
      <p className={`jam-phase phase-${jam.phase}`}>{PHASE_LABELS[jam.phase]}</p>
      <h3 id={titleId}>
        <Link to="/jams/$slug" params={{ slug: jam.slug }}>
          {jam.title}
        </Link>
      </h3>
      <p className="muted">
        {formatDateTime(jam.startsAt)} to {formatDateTime(jam.votingClosesAt)} · {jam.counts.entrants} entrants ·{' '}
        {jam.counts.entries} entries · {jam.counts.ratings} ratings
      </p>
      {jam.phase === 'upcoming' && <ThemeReadiness jam={jam} />}
      <div className="form-actions">
        <button type="button" className="button small" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Close the form' : 'Edit'}
        </button>
        <button type="button" className="button small ghost" onClick={() => void downloadCsv()}>
          Ratings CSV
        </button>
        <button type="button" className="button small danger" onClick={() => setDeleting(true)}>
          Delete
        </button>
      </div>
      {csvError && (
        <p className="alert error" role="alert">
          {csvError}
        </p>
      )}
      {remove.isError && (
        <p className="alert error" role="alert">
          {serverMessage(remove.error, 'The jam could not be deleted.')}
        </p>
      )}
      {editing && (
        <JamForm
          initial={jamToForm(jam, isoToClubInput)}
          submitLabel="Save changes"
          onSubmit={async (values) => {
            const before = toJamBody(jamToForm(jam, isoToClubInput), clubInputToIso)
            const after = toJamBody(values, clubInputToIso)
            if ('message' in after) return after.message
            const body = 'body' in before ? changedFields(before.body, after.body) : after.body
            try {
              await update.mutateAsync(body)
              setEditing(false)
              return null
            } catch (error) {
              return serverMessage(error, 'The jam could not be saved.')
            }
          }}
        />
      )}
      <Modal open={deleting} onClose={() => setDeleting(false)} title={`Delete ${jam.title}?`}>
        <p>It disappears from every page, with its entries and ratings.</p>
        <div className="form-actions">
          <button type="button" className="button ghost" onClick={() => setDeleting(false)} data-autofocus>
            Keep the jam
          </button>
          <button
            type="button"
            className="button danger"
            onClick={() => {
              setDeleting(false)
              remove.mutate()
            }}
          >
            Yes, delete it
          </button>
        </div>
      </Modal>
    </li>
  )
}

/** The jam's fields; `onSubmit` answers null when saved, or the message to show. */
function JamForm({
  initial,
  submitLabel,
  onSubmit,
  resetOnSuccess,
}: {
  initial: JamFormValues
  submitLabel: string
  onSubmit: (values: JamFormValues) => Promise<string | null>
  resetOnSuccess?: boolean
}) {
  const id = useId()
  const [values, setValues] = useState(initial)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof JamFormValues>(key: K, value: JamFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const zone = clubTimeZoneLabel()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const problem = await onSubmit(values)
    setBusy(false)
    setMessage(problem ? { text: problem, ok: false } : { text: 'Saved.', ok: true })
    if (!problem && resetOnSuccess) setValues(initial)
  }
  const text = (key: Exclude<keyof JamFormValues, 'themeVoting' | 'placementExp'>, label: string, extra = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={values[key]} onChange={(event) => set(key, event.target.value)} {...extra} />
    </div>
  )
  return (
    <form className="jam-admin-form" onSubmit={(event) => void submit(event)} noValidate>
      {text('title', 'Title', { required: true })}
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <p className="hint">Times are {zone}, the club’s time zone, whatever this computer is set to.</p>
      <div className="jam-admin-grid">
        {text('startsAt', `Starts (${zone})`, { type: 'datetime-local', required: true })}
        {text('submissionsCloseAt', `Submissions close (${zone})`, { type: 'datetime-local', required: true })}
        {text('graceMinutes', 'Grace for uploads (minutes)', { inputMode: 'numeric' })}
        {text('votingClosesAt', `Voting closes (${zone})`, { type: 'datetime-local', required: true })}
      </div>
      {text(
        'theme',
        `Theme (secret until the start; empty to let theme voting decide, at most ${JAM_THEME_MAX_LENGTH} characters)`,
      )}
      <div className="field checkbox">
        <label>
          <input
            type="checkbox"
            checked={values.themeVoting}
            onChange={(event) => set('themeVoting', event.target.checked)}
          />{' '}
          Theme ideas and voting before the start
        </label>
      </div>
      {text('categories', 'Categories (comma-separated, Overall first)')}
      <div className="jam-admin-grid">
        {text('maxTeamSize', 'Largest team', { inputMode: 'numeric' })}
        {text('minRatings', 'Ratings an entry needs to be ranked', { inputMode: 'numeric' })}
        {text('participationExp', 'EXP for taking part', { inputMode: 'numeric' })}
      </div>
      <fieldset className="jam-admin-grid jam-admin-placement">
        <legend>EXP for first, second and third Overall</legend>
        {(['First', 'Second', 'Third'] as const).map((place, index) => (
          <div className="field" key={place}>
            <label htmlFor={`${id}-place-${index}`}>{place}</label>
            <input
              id={`${id}-place-${index}`}
              inputMode="numeric"
              value={values.placementExp[index]}
              onChange={(event) =>
                set(
                  'placementExp',
                  values.placementExp.map((value, i) => (i === index ? event.target.value : value)) as [
                    string,
                    string,
                    string,
                  ],
                )
              }
            />
          </div>
        ))}
      </fieldset>
      <ShowcaseEvent
        id={`${id}-showcase`}
        value={values.showcaseEventId}
        onChange={(value) => set('showcaseEventId', value)}
      />
      {message && (
        <p className={message.ok ? 'alert success' : 'alert error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  )
}

/** The showcase event: its checked-in people vote for the audience award (docs/jams.md#audience-award). */
function ShowcaseEvent({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const events = useQuery(eventsQuery())
  const known = events.data?.some((event) => event._id === value)
  return (
    <div className="field">
      <label htmlFor={id}>Showcase event (its check-ins vote for the audience award)</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">None</option>
        {value && !known && <option value={value}>The event set before</option>}
        {events.data?.map((event) => (
          <option key={event._id} value={event._id}>
            {event.name}, {formatDateTime(event.date)}
          </option>
        ))}
      </select>
    </div>
  )
}
