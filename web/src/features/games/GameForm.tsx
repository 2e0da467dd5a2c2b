import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { Field } from '../../components/Field'
import { pictureProps } from '../../lib/picture'
import { readImageFile } from '../../lib/read-image'
import { formProblem, type GameFormValues, MAX_LINKS, MAX_SCREENSHOTS, toBody } from './game-form-values'
import type { GameJson } from './queries'

/** The previews of the current cover and screenshots, 160 × 90 CSS px (new ones are data URLs, shown as they are). */
const PREVIEW = { widths: [256, 640], sizes: '160px' } as const
const ENGINES = ['Godot', 'Unity', 'Phaser', 'Plain canvas', 'PICO-8', 'GameMaker', 'Bevy', 'Love2D']

const initial = (game: GameJson): GameFormValues => ({
  title: game.title,
  tagline: game.tagline,
  description: game.description,
  engine: game.engine ?? '',
  tags: game.tags.join(', '),
  links: game.links.length > 0 ? game.links.map((link) => ({ ...link })) : [{ label: '', url: '' }],
})

/** An image kept as it is on the server (its url) or a new one read from a file (a data URL). */
type Picture = string

/**
 * The game's page, as its makers edit it: the words, engine, tags, links, the cover and up to 8
 * screenshots (read in the browser as data URLs, like the other pictures of the app).
 */
export function GameForm({ game }: { game: GameJson }) {
  const id = useId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [values, setValues] = useState(() => initial(game))
  const [cover, setCover] = useState<Picture | null>(game.coverUrl)
  const [screenshots, setScreenshots] = useState<Picture[]>(game.screenshots)
  const [problem, setProblem] = useState<string | null>(null)
  const set = (change: Partial<GameFormValues>) => setValues((now) => ({ ...now, ...change }))

  const save = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.games({ id: game._id }).put({
          ...toBody(values),
          // Only a new picture is sent; a kept cover is left as it is.
          ...(cover !== game.coverUrl ? { coverImage: cover } : {}),
          screenshots,
        }),
      ),
    onSuccess: async (saved) => {
      await readAgain(queryClient, queryKeys.gamesAll)
      if (saved.slug !== game.slug)
        void navigate({ to: '/games/$slug/edit', params: { slug: saved.slug }, replace: true })
    },
  })

  async function pickImages(files: FileList | null, into: 'cover' | 'screenshots') {
    for (const file of Array.from(files ?? [])) {
      const result = await readImageFile(file)
      if (!result.ok) {
        setProblem(
          result.reason === 'type'
            ? 'Please pick an image file (JPG, PNG, GIF or WebP).'
            : 'Failed to read image file.',
        )
        return
      }
      if (into === 'cover') setCover(result.dataUrl)
      else setScreenshots((now) => [...now, result.dataUrl].slice(0, MAX_SCREENSHOTS))
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const wrong = formProblem(values)
    setProblem(wrong)
    if (!wrong) save.mutate()
  }

  return (
    <form className="card game-section game-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Details</h2>
      <Field
        id={`${id}-name`}
        label="Title"
        value={values.title}
        maxLength={80}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <Field
        id={`${id}-tagline`}
        label="Tagline"
        hint="One line that makes people want to play."
        value={values.tagline}
        maxLength={140}
        onChange={(e) => set({ tagline: e.target.value })}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={6}
          maxLength={5000}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <Field
        id={`${id}-engine`}
        label="Engine"
        list={`${id}-engines`}
        value={values.engine}
        maxLength={40}
        onChange={(e) => set({ engine: e.target.value })}
      />
      <datalist id={`${id}-engines`}>
        {ENGINES.map((engine) => (
          <option key={engine} value={engine} />
        ))}
      </datalist>
      <Field
        id={`${id}-tags`}
        label="Tags"
        hint="Separated by commas, at most 8 (e.g. puzzle, 2D, jam)."
        value={values.tags}
        onChange={(e) => set({ tags: e.target.value })}
      />
      <fieldset className="game-links-fields">
        <legend>Links</legend>
        {values.links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div className="game-link-row" key={index}>
            <Field
              id={`${id}-link-label-${index}`}
              label={`Link ${index + 1} label`}
              value={link.label}
              maxLength={40}
              placeholder="itch.io"
              onChange={(e) =>
                set({ links: values.links.map((row, i) => (i === index ? { ...row, label: e.target.value } : row)) })
              }
            />
            <Field
              id={`${id}-link-url-${index}`}
              label={`Link ${index + 1} address`}
              type="url"
              value={link.url}
              placeholder="https://"
              onChange={(e) =>
                set({ links: values.links.map((row, i) => (i === index ? { ...row, url: e.target.value } : row)) })
              }
            />
            <button
              type="button"
              className="button ghost small"
              onClick={() => set({ links: values.links.filter((_, i) => i !== index) })}
            >
              Remove link {index + 1}
            </button>
          </div>
        ))}
        {values.links.length < MAX_LINKS && (
          <button
            type="button"
            className="button ghost small"
            onClick={() => set({ links: [...values.links, { label: '', url: '' }] })}
          >
            Add a link
          </button>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-cover`}>Cover image</label>
        <p className="hint" id={`${id}-cover-hint`}>
          16:9 works best. Large photos are resized for you.
        </p>
        <input
          id={`${id}-cover`}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-cover-hint`}
          onChange={(e) => void pickImages(e.target.files, 'cover')}
        />
        {cover && (
          <div className="image-choice">
            <img
              className="image-preview"
              {...pictureProps(cover, PREVIEW)}
              alt="Cover preview"
              width={160}
              height={90}
            />
            <button type="button" className="button ghost small" onClick={() => setCover(null)}>
              Remove cover
            </button>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-shots`}>Screenshots (up to {MAX_SCREENSHOTS})</label>
        <input
          id={`${id}-shots`}
          type="file"
          accept="image/*"
          multiple
          disabled={screenshots.length >= MAX_SCREENSHOTS}
          onChange={(e) => void pickImages(e.target.files, 'screenshots')}
        />
        {screenshots.length > 0 && (
          <ul className="screenshot-choices">
            {screenshots.map((shot, index) => (
              <li key={shot.slice(-64) + String(index)}>
                <img {...pictureProps(shot, PREVIEW)} alt={`Screenshot ${index + 1}`} width={160} height={90} />
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => setScreenshots((now) => now.filter((_, i) => i !== index))}
                >
                  Remove screenshot {index + 1}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {save.isError && (
        <p className="alert error" role="alert">
          {serverMessage(save.error, 'The game could not be saved.')}
        </p>
      )}
      <p role="status" className="setting-saved">
        {save.isSuccess && !save.isPending ? 'Game saved.' : ''}
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
