import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { SaveOutcome } from '../../components/SaveOutcome'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { putProfile, type UserJson } from '../../session/profile-query'
import { SETTING_FAILED, settingSavedText } from './leaderboard-texts'

/**
 * On /profile (docs/product.md#profile): whether the student appears on the leaderboard. Saved at
 * once (PUT /api/user/profile); the saved pages of the leaderboard are refreshed.
 */
export function LeaderboardSetting({ user }: { user: UserJson }) {
  const id = useId()
  const queryClient = useQueryClient()
  // What the student just chose, shown from the click itself: the mutation's own state reaches
  // the component a moment later, and until then React would put the box back as it was.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: async (showOnLeaderboard: boolean) => unwrap(await api.user.profile.put({ showOnLeaderboard })),
    onSuccess: async (updated) => {
      putProfile(queryClient, updated)
      await readAgain(queryClient, queryKeys.leaderboardAll)
    },
    onSettled: () => setChosen(null),
  })
  const saving = chosen !== null || save.isPending
  const shown = chosen ?? (save.isPending ? save.variables : user.showOnLeaderboard)

  return (
    <section className="card profile-section leaderboard-setting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Leaderboard</h2>
      <NeedsConnection action="changing this setting" />
      <div className="switch-field">
        <input
          id={`${id}-show`}
          type="checkbox"
          checked={shown}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const value = event.currentTarget.checked
            setChosen(value)
            save.mutate(value)
          }}
        />
        <label htmlFor={`${id}-show`}>Show me on the leaderboard</label>
      </div>
      {/* What the setting does now, in its current state: never read as "off" while it is on. */}
      <p id={`${id}-hint`} className="muted hint">
        {shown ? 'You are on ' : 'You are left out of '}
        <Link to="/leaderboard" search={{ period: 'semester', page: 1 }}>
          the leaderboard
        </Link>{' '}
        {shown
          ? '(this semester and all time). Turn this off to be left out: the others move up, and you keep your EXP, level and rank.'
          : '(this semester and all time) and the others move up. You keep your EXP, level and rank.'}
      </p>
      <SaveOutcome
        mutation={save}
        failed={SETTING_FAILED}
        done={settingSavedText(save.data?.showOnLeaderboard ?? shown)}
      />
    </section>
  )
}
