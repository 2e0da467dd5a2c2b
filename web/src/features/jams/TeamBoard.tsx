import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { putAnswer, readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { jamKeys } from '../../api/jam-query-keys'
import { Avatar } from '../../components/Avatar'
import { Field } from '../../components/Field'
import { LoadFailed } from '../../components/LoadFailed'
import { formatDateTime } from '../../lib/dates'
import { useSession } from '../../session/use-session'
import { type JamJson, type TeamPostJson, teamPostsQuery } from './queries'
import { useJoined } from './TakingPart'

/** "Godot, pixel art , , music" → ["Godot", "pixel art", "music"]. */
export const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)

/**
 * The looking-for-team board (docs/product.md#jams): each entrant's skills and tools, who they are
 * looking for and a message, with a link to their member page to get in touch. An entrant writes,
 * changes or removes their own post until the end of grace.
 */
export function TeamBoard({ jam }: { jam: JamJson }) {
  const { user } = useSession()
  const { joined } = useJoined(jam)
  const posts = useQuery(teamPostsQuery(jam._id))
  const mine = posts.data?.find((post) => post.userId === user?._id)
  return (
    <section className="card jam-section" aria-labelledby="jam-team-title">
      <h2 id="jam-team-title">Looking for a team</h2>
      <p className="muted">Find teammates: open someone’s profile to get in touch.</p>
      {joined ? <MyPost jam={jam} mine={mine} /> : user && <p className="muted">Join the jam to post here.</p>}
      {posts.data ? (
        posts.data.length === 0 ? (
          <p className="muted">No posts yet.</p>
        ) : (
          <ul className="jam-posts">
            {posts.data.map((post) => (
              <li key={post.userId} className="jam-post">
                <p className="jam-post-who">
                  <Avatar src={post.profilePicture} name={post.username} size={32} />
                  <Link to="/members/$username" params={{ username: post.username }}>
                    {post.username}
                  </Link>
                  <span className="muted"> · {formatDateTime(post.updatedAt)}</span>
                </p>
                {post.skills.length > 0 && <p>Skills and tools: {post.skills.join(', ')}</p>}
                {post.lookingFor.length > 0 && <p>Looking for: {post.lookingFor.join(', ')}</p>}
                {post.message && <p className="jam-post-message">{post.message}</p>}
              </li>
            ))}
          </ul>
        )
      ) : posts.isError ? (
        <LoadFailed message={serverMessage(posts.error, 'Failed to load the team board.')} query={posts} />
      ) : (
        <p className="muted">Loading the team board…</p>
      )}
    </section>
  )
}

function MyPost({ jam, mine }: { jam: JamJson; mine: TeamPostJson | undefined }) {
  const queryClient = useQueryClient()
  const [skills, setSkills] = useState(mine?.skills.join(', ') ?? '')
  const [lookingFor, setLookingFor] = useState(mine?.lookingFor.join(', ') ?? '')
  const [message, setMessage] = useState(mine?.message ?? '')
  const [saved, setSaved] = useState(false)
  const key = jamKeys.teamPosts(jam._id)
  const save = useMutation({
    mutationFn: async () =>
      unwrap(
        await api
          .jams({ id: jam._id })
          ['team-posts'].mine.put({ skills: words(skills), lookingFor: words(lookingFor), message: message.trim() }),
      ),
    onSuccess: (post) => {
      putAnswer<TeamPostJson[]>(queryClient, key, (list) => [
        post,
        ...(list ?? []).filter((item) => item.userId !== post.userId),
      ])
      setSaved(true)
    },
  })
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.jams({ id: jam._id })['team-posts'].mine.delete()),
    onSuccess: () => {
      setSkills('')
      setLookingFor('')
      setMessage('')
      return readAgain(queryClient, key)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    save.mutate()
  }
  const failed = save.error ?? remove.error
  return (
    <form className="jam-post-form" onSubmit={submit}>
      <h3>{mine ? 'Your post' : 'Post on the board'}</h3>
      <Field
        id="jam-post-skills"
        label="Your skills and tools"
        hint="Separated by commas: Godot, pixel art, music"
        value={skills}
        onChange={(event) => setSkills(event.target.value)}
      />
      <Field
        id="jam-post-looking"
        label="Looking for"
        hint="Separated by commas: programmer, sound"
        value={lookingFor}
        onChange={(event) => setLookingFor(event.target.value)}
      />
      <div className="field">
        <label htmlFor="jam-post-message">Message</label>
        <textarea id="jam-post-message" rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {failed && (
        <p className="alert error" role="alert">
          {serverMessage(failed, 'Your post could not be saved.')}
        </p>
      )}
      {saved && !save.isPending && (
        <p className="alert success" role="status">
          Your post is on the board.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button small" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : mine ? 'Update my post' : 'Post'}
        </button>
        {mine && (
          <button
            type="button"
            className="button ghost small"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove my post
          </button>
        )}
      </div>
    </form>
  )
}
