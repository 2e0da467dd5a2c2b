/**
 * The admin's jam form (docs/product.md#admin, Jams tab): what it holds, with the times typed on
 * the club's clock (datetime-local, IST), and the body it sends to POST /api/jams and
 * PUT /api/jams/:id. Plain functions, so they are tested without a browser; the API checks again.
 */
import { JAM_DEFAULT_CATEGORIES, JAM_DEFAULTS, JAM_OVERALL } from '@club/api/shared/jams'

export interface JamFormValues {
  title: string
  description: string
  /** datetime-local text on the club's clock. */
  startsAt: string
  submissionsCloseAt: string
  votingClosesAt: string
  /** Numbers as typed: the check decides whether they are whole numbers. */
  graceMinutes: string
  /** Empty: theme voting (or nobody) decides. */
  theme: string
  themeVoting: boolean
  /** Comma-separated, Overall first. */
  categories: string
  maxTeamSize: string
  minRatings: string
  participationExp: string
  placementExp: [string, string, string]
  /** The event whose check-ins may vote for the audience award; empty: none. */
  showcaseEventId: string
}

export interface JamBody {
  title: string
  description: string
  startsAt: string
  submissionsCloseAt: string
  graceMinutes: number
  votingClosesAt: string
  theme: string | null
  themeVoting: boolean
  categories: string[]
  maxTeamSize: number
  minRatings: number
  participationExp: number
  placementExp: [number, number, number]
  showcaseEventId: string | null
}

export const emptyJamForm = (): JamFormValues => ({
  title: '',
  description: '',
  startsAt: '',
  submissionsCloseAt: '',
  votingClosesAt: '',
  graceMinutes: String(JAM_DEFAULTS.graceMinutes),
  theme: '',
  themeVoting: true,
  categories: JAM_DEFAULT_CATEGORIES.join(', '),
  maxTeamSize: String(JAM_DEFAULTS.maxTeamSize),
  minRatings: String(JAM_DEFAULTS.minRatings),
  participationExp: String(JAM_DEFAULTS.participationExp),
  placementExp: JAM_DEFAULTS.placementExp.map(String) as [string, string, string],
  showcaseEventId: '',
})

/** A jam as the form shows it for editing; `toInput` is isoToClubInput (the club's clock). */
export function jamToForm(
  jam: Omit<JamBody, 'theme' | 'placementExp' | 'showcaseEventId'> & {
    theme: string | null
    placementExp: number[]
    showcaseEventId: string | null
  },
  toInput: (iso: string) => string,
): JamFormValues {
  return {
    title: jam.title,
    description: jam.description,
    startsAt: toInput(jam.startsAt),
    submissionsCloseAt: toInput(jam.submissionsCloseAt),
    votingClosesAt: toInput(jam.votingClosesAt),
    graceMinutes: String(jam.graceMinutes),
    theme: jam.theme ?? '',
    themeVoting: jam.themeVoting,
    categories: jam.categories.join(', '),
    maxTeamSize: String(jam.maxTeamSize),
    minRatings: String(jam.minRatings),
    participationExp: String(jam.participationExp),
    placementExp: [0, 1, 2].map((i) => String(jam.placementExp[i] ?? 0)) as [string, string, string],
    showcaseEventId: jam.showcaseEventId ?? '',
  }
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null)

/**
 * The body to send, or the first problem in the words of the form; `toIso` is clubInputToIso
 * (a datetime-local value on the club's clock → ISO, or null when it is not a date).
 */
export function toJamBody(
  values: JamFormValues,
  toIso: (value: string) => string | null,
): { body: JamBody } | { message: string } {
  if (!values.title.trim()) return { message: 'Give the jam a title.' }
  const startsAt = toIso(values.startsAt)
  const submissionsCloseAt = toIso(values.submissionsCloseAt)
  const votingClosesAt = toIso(values.votingClosesAt)
  if (!startsAt) return { message: 'Starts: pick a date and time.' }
  if (!submissionsCloseAt) return { message: 'Submissions close: pick a date and time.' }
  if (!votingClosesAt) return { message: 'Voting closes: pick a date and time.' }
  const graceMinutes = whole(values.graceMinutes)
  if (graceMinutes === null) return { message: 'Grace: a whole number of minutes.' }
  const start = Date.parse(startsAt)
  const close = Date.parse(submissionsCloseAt)
  if (!(start < close && close + graceMinutes * 60_000 < Date.parse(votingClosesAt)))
    return {
      message: 'The times must be in order: the start, then submissions close, then grace ends, then voting closes.',
    }
  const categories = values.categories
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (categories[0] !== JAM_OVERALL) return { message: `Categories: ${JAM_OVERALL} comes first.` }
  const numbers = {
    maxTeamSize: whole(values.maxTeamSize),
    minRatings: whole(values.minRatings),
    participationExp: whole(values.participationExp),
  }
  if (numbers.maxTeamSize === null || numbers.maxTeamSize < 1)
    return { message: 'Team size: a whole number, 1 or more.' }
  if (numbers.minRatings === null) return { message: 'Minimum ratings: a whole number.' }
  if (numbers.participationExp === null) return { message: 'EXP for taking part: a whole number.' }
  const placementExp = values.placementExp.map(whole)
  if (placementExp.some((value) => value === null))
    return { message: 'EXP for first, second and third: whole numbers.' }
  return {
    body: {
      title: values.title.trim(),
      description: values.description,
      startsAt,
      submissionsCloseAt,
      graceMinutes,
      votingClosesAt,
      theme: values.theme.trim() || null,
      themeVoting: values.themeVoting,
      categories,
      maxTeamSize: numbers.maxTeamSize,
      minRatings: numbers.minRatings,
      participationExp: numbers.participationExp,
      placementExp: placementExp as [number, number, number],
      showcaseEventId: values.showcaseEventId || null,
    },
  }
}

/**
 * What an edit sends: only what changed, so a time that has passed (which the API will not move)
 * is not sent back unchanged-but-reformatted, and an untouched theme is not re-sent after the start.
 */
export function changedFields(before: JamBody, after: JamBody): Partial<JamBody> {
  const changed: Partial<JamBody> = {}
  for (const key of Object.keys(after) as (keyof JamBody)[]) {
    const a = before[key]
    const b = after[key]
    const same =
      key === 'startsAt' || key === 'submissionsCloseAt' || key === 'votingClosesAt'
        ? Date.parse(String(a)) === Date.parse(String(b))
        : JSON.stringify(a) === JSON.stringify(b)
    if (!same) Object.assign(changed, { [key]: b })
  }
  return changed
}
