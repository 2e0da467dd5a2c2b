import type { JamJson } from './queries'

/**
 * Before the start an admin cannot read the theme back (no answer holds it, docs/jams.md#theme),
 * so the row says whether one will be there: set by an admin, left to voting (with how many ideas),
 * or missing, which would start the jam with no theme.
 */
export function ThemeReadiness({ jam }: { jam: Pick<JamJson, 'themeSource' | 'counts'> }) {
  if (jam.themeSource === 'organisers')
    return <p className="hint">Theme: set, secret until the start. Type a new one in Edit to replace it.</p>
  if (jam.themeSource === 'voting' && jam.counts.themeIdeas > 0)
    return (
      <p className="hint">
        Theme: the idea with the most votes ({jam.counts.themeIdeas} {jam.counts.themeIdeas === 1 ? 'idea' : 'ideas'} so
        far).
      </p>
    )
  return (
    <p className="alert error" role="status">
      {jam.themeSource === 'voting'
        ? 'No theme ideas yet: the jam would start without a theme. Set one in Edit, or remind members to suggest ideas.'
        : 'No theme yet: the jam would start without one. Set a theme in Edit, or turn on theme voting.'}
    </p>
  )
}
