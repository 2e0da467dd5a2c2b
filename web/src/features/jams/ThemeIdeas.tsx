import { JAM_THEME_MAX_LENGTH, JAM_THEMES_PER_PERSON } from '@club/api/shared/jams'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { putAnswer } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { Field } from '../../components/Field'
import { LoadFailed } from '../../components/LoadFailed'
import { useToken } from '../../session/token'
import { LogInLink } from './LogInLink'
import { type JamJson, jamThemesQuery, type ThemeIdeaJson } from './queries'

type Vote = 1 | 0 | -1
const VOTES: { vote: Vote; face: string; label: string }[] = [
  { vote: 1, face: '👍', label: 'Good theme' },
  { vote: 0, face: '😐', label: 'No opinion' },
  { vote: -1, face: '👎', label: 'Not this one' },
]

/**
 * Before the start, while theme voting is on (docs/product.md#jams): up to three ideas of one's
 * own, then the others' ideas one at a time (in the member's own order, from the API), each voted
 * 👍, 😐 or 👎. Nobody sees totals; the theme is revealed at the start.
 */
export function ThemeIdeas({ jam }: { jam: JamJson }) {
  const token = useToken()
  return (
    <section className="card jam-section" aria-labelledby="jam-themes-title">
      <h2 id="jam-themes-title">Theme ideas</h2>
      <p className="muted">
        Suggest up to {JAM_THEMES_PER_PERSON} themes and vote on everyone’s. The theme is revealed when the jam starts.
      </p>
      {token ? <SignedInThemes jam={jam} /> : <LogInLink to="suggest themes and vote on them" />}
    </section>
  )
}

function SignedInThemes({ jam }: { jam: JamJson }) {
  const queryClient = useQueryClient()
  const ideas = useQuery(jamThemesQuery(jam._id))
  const [text, setText] = useState('')
  // Ideas passed over with 😐 this visit: a 0 vote leaves them unvoted, so they would come back.
  const [passed, setPassed] = useState<string[]>([])
  const key = jamKeys.themes(jam._id)
  const suggest = useMutation({
    mutationFn: async (idea: string) => unwrap(await api.jams({ id: jam._id }).themes.post({ text: idea })),
    onSuccess: (idea) => {
      putAnswer<ThemeIdeaJson[]>(queryClient, key, (list) => [...(list ?? []), idea])
      setText('')
    },
  })
  const vote = useMutation({
    mutationFn: async ({ themeId, vote }: { themeId: string; vote: Vote }) =>
      unwrap(await api.jams({ id: jam._id }).themes({ themeId }).vote.put({ vote })),
    onSuccess: (idea) => {
      putAnswer<ThemeIdeaJson[]>(queryClient, key, (list) => list?.map((item) => (item._id === idea._id ? idea : item)))
      if (idea.myVote === 0) setPassed((list) => [...list, idea._id])
    },
  })

  if (!ideas.data)
    return ideas.isError ? (
      <LoadFailed message={serverMessage(ideas.error, 'Failed to load the theme ideas.')} query={ideas} />
    ) : (
      <p className="muted">Loading the ideas…</p>
    )
  const mine = ideas.data.filter((idea) => idea.mine)
  const others = ideas.data.filter((idea) => !idea.mine)
  const current = others.find((idea) => idea.myVote === 0 && !passed.includes(idea._id))
  const voted = others.filter((idea) => idea.myVote !== 0).length
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) suggest.mutate(text.trim())
  }

  return (
    <div className="jam-themes">
      <div>
        <h3>
          Your ideas ({mine.length} of {JAM_THEMES_PER_PERSON})
        </h3>
        {mine.length > 0 && (
          <ul className="jam-my-ideas">
            {mine.map((idea) => (
              <li key={idea._id}>{idea.text}</li>
            ))}
          </ul>
        )}
        {mine.length < JAM_THEMES_PER_PERSON && (
          <form onSubmit={submit} className="jam-inline-form">
            <Field
              id="jam-theme-idea"
              label="Suggest a theme"
              value={text}
              limit={JAM_THEME_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="button small" disabled={suggest.isPending || !text.trim()}>
              {suggest.isPending ? 'Sending…' : 'Suggest'}
            </button>
          </form>
        )}
        {suggest.isError && (
          <p className="alert error" role="alert">
            {serverMessage(suggest.error, 'Your idea could not be sent.')}
          </p>
        )}
      </div>
      <div>
        <h3>Vote</h3>
        {others.length === 0 ? (
          <p className="muted">No ideas from others yet. Come back soon.</p>
        ) : current ? (
          <fieldset className="jam-theme-vote" disabled={vote.isPending}>
            <legend>
              <span className="muted">
                Idea {voted + passed.length + 1} of {others.length}:
              </span>{' '}
              <strong className="jam-theme-idea">{current.text}</strong>
            </legend>
            <div className="jam-vote-buttons">
              {VOTES.map((option) => (
                <button
                  key={option.vote}
                  type="button"
                  className="button ghost"
                  aria-label={option.label}
                  title={option.label}
                  onClick={() => vote.mutate({ themeId: current._id, vote: option.vote })}
                >
                  <span aria-hidden="true">{option.face}</span>
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <div role="status">
            <p>You have been through every idea.</p>
            <button type="button" className="button ghost small" onClick={() => setPassed([])}>
              See the ones you passed again
            </button>
          </div>
        )}
        {vote.isError && (
          <p className="alert error" role="alert">
            {serverMessage(vote.error, 'Your vote could not be sent.')}
          </p>
        )}
        {others.some((idea) => idea.myVote !== 0) && (
          <details className="jam-my-votes">
            <summary>Your votes ({voted})</summary>
            <ul>
              {others
                .filter((idea) => idea.myVote !== 0)
                .map((idea) => (
                  <li key={idea._id}>
                    <span aria-hidden="true">{idea.myVote === 1 ? '👍' : '👎'}</span>
                    <span className="sr-only">{idea.myVote === 1 ? 'Good theme:' : 'Not this one:'}</span> {idea.text}{' '}
                    <button
                      type="button"
                      className="link-button"
                      disabled={vote.isPending}
                      onClick={() => vote.mutate({ themeId: idea._id, vote: 0 })}
                    >
                      Take back
                    </button>
                  </li>
                ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  )
}
