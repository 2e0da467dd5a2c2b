import { BIO_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { CharacterCount } from '../../components/CharacterCount'
import { checkLimit } from '../../components/character-count'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { putProfile, type UserJson } from '../../session/profile-query'
import { ProfilePictureField } from './ProfilePictureField'
import { type PictureChoice, PROFILE_UPDATE_FAILED, profileUpdateBody, usernameError } from './profile-texts'

type ProfileUpdate = ReturnType<typeof profileUpdateBody>

/** docs/product.md#profile / docs/product.md#profile: username (required), bio and picture, saved with PUT /api/user/profile. */
export function EditProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: UserJson
  onSaved: () => void
  onCancel: () => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState(user.username)
  const [bio, setBio] = useState(user.bio)
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'keep' })
  const [reading, setReading] = useState(false)
  const [invalid, setInvalid] = useState<string | null>(null)
  const [bioInvalid, setBioInvalid] = useState<string | undefined>(undefined)

  const save = useMutation({
    mutationFn: async (body: ProfileUpdate) => unwrap(await api.user.profile.put(body)),
    onSuccess: (updated) => {
      putProfile(queryClient, updated)
      onSaved()
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = usernameError(username)
    setInvalid(problem)
    const bioProblem = checkLimit('Bio', bio, BIO_MAX_LENGTH)
    setBioInvalid(bioProblem)
    if (problem) return document.getElementById(`${id}-username`)?.focus()
    if (bioProblem) return document.getElementById(`${id}-bio`)?.focus()
    save.mutate(profileUpdateBody({ username, bio }, picture, user.profilePicture))
  }

  return (
    <form onSubmit={submit} noValidate>
      <NeedsConnection action="saving your profile" />
      {save.isError && (
        <p className="alert error" role="alert">
          {serverMessage(save.error, PROFILE_UPDATE_FAILED)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
          autoComplete="username"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-username-hint ${id}-username-count${invalid ? ` ${id}-username-error` : ''}`}
          data-autofocus
        />
        <p id={`${id}-username-hint`} className="hint">
          3 to 30 letters, digits, “_”, “.” or “-”, with at least one letter or digit.
        </p>
        <CharacterCount id={`${id}-username-count`} value={username} limit={USERNAME_MAX_LENGTH} />
        {invalid && (
          <p id={`${id}-username-error`} className="field-error" role="alert">
            {invalid}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-bio`}>Bio</label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          rows={4}
          aria-invalid={bioInvalid ? true : undefined}
          aria-describedby={`${id}-bio-hint ${id}-bio-count${bioInvalid ? ` ${id}-bio-error` : ''}`}
        />
        <p id={`${id}-bio-hint`} className="hint">
          What you play, make or want to learn.
        </p>
        <CharacterCount id={`${id}-bio-count`} value={bio} limit={BIO_MAX_LENGTH} />
        {bioInvalid && (
          <p id={`${id}-bio-error`} className="field-error" role="alert">
            {bioInvalid}
          </p>
        )}
      </div>
      <ProfilePictureField
        current={user.profilePicture}
        username={username.trim() || user.username}
        choice={picture}
        onChange={setPicture}
        onReading={setReading}
      />
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={save.isPending || reading}>
          {save.isPending ? 'Saving…' : reading ? 'Reading picture…' : 'Save changes'}
        </button>
      </div>
    </form>
  )
}
