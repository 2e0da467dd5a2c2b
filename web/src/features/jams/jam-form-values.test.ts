import { describe, expect, test } from 'bun:test'
import { datetimeLocalToIso, isoToDatetimeLocal } from '@club/api/shared/datetime-local'
import { changedFields, emptyJamForm, jamToForm, toJamBody } from './jam-form-values'

// The form's times are on the club's clock: 18:00 in Delhi is 12:30 UTC.
const toIso = (value: string) => datetimeLocalToIso(value, 'Asia/Kolkata')
const toInput = (iso: string) => isoToDatetimeLocal(iso, 'Asia/Kolkata')

const filled = () => ({
  ...emptyJamForm(),
  title: '  Winter Jam ',
  startsAt: '2026-12-04T18:00',
  submissionsCloseAt: '2026-12-06T18:00',
  votingClosesAt: '2026-12-10T18:00',
})

describe('the admin’s jam form', () => {
  test('the times typed in IST are sent in UTC, with the defaults of a new jam', () => {
    const result = toJamBody(filled(), toIso)
    expect(result).toEqual({
      body: {
        title: 'Winter Jam',
        description: '',
        startsAt: '2026-12-04T12:30:00.000Z',
        submissionsCloseAt: '2026-12-06T12:30:00.000Z',
        graceMinutes: 60,
        votingClosesAt: '2026-12-10T12:30:00.000Z',
        theme: null,
        themeVoting: true,
        categories: ['Overall', 'Fun', 'Graphics', 'Audio', 'Theme', 'Innovation'],
        maxTeamSize: 4,
        minRatings: 5,
        participationExp: 100,
        placementExp: [500, 300, 200],
        showcaseEventId: null,
      },
    })
  })

  test('times out of order, grace reaching past the close of voting included, are refused', () => {
    expect(toJamBody({ ...filled(), submissionsCloseAt: '2026-12-04T17:00' }, toIso)).toHaveProperty('message')
    expect(toJamBody({ ...filled(), votingClosesAt: '2026-12-06T18:30', graceMinutes: '60' }, toIso)).toHaveProperty(
      'message',
    )
  })

  test('a missing title, time or a number that is not whole says which', () => {
    expect(toJamBody({ ...filled(), title: ' ' }, toIso)).toEqual({ message: 'Give the jam a title.' })
    expect(toJamBody({ ...filled(), startsAt: '' }, toIso)).toEqual({ message: 'Starts: pick a date and time.' })
    expect(toJamBody({ ...filled(), maxTeamSize: '2.5' }, toIso)).toEqual({
      message: 'Team size: a whole number, 1 or more.',
    })
    expect(toJamBody({ ...filled(), placementExp: ['500', 'x', '200'] }, toIso)).toEqual({
      message: 'EXP for first, second and third: whole numbers.',
    })
  })

  test('categories are comma-separated names with Overall first', () => {
    const result = toJamBody({ ...filled(), categories: 'Overall, Fun ,, Art' }, toIso)
    expect('body' in result && result.body.categories).toEqual(['Overall', 'Fun', 'Art'])
    expect(toJamBody({ ...filled(), categories: 'Fun, Overall' }, toIso)).toEqual({
      message: 'Categories: Overall comes first.',
    })
  })

  test('a jam opens in the form on the club’s clock, and unchanged it sends nothing', () => {
    const first = toJamBody(filled(), toIso)
    if (!('body' in first)) throw new Error(first.message)
    const form = jamToForm({ ...first.body, theme: 'Roots', showcaseEventId: 'e1' }, toInput)
    expect(form.showcaseEventId).toBe('e1')
    expect(form.startsAt).toBe('2026-12-04T18:00')
    expect(form.theme).toBe('Roots')
    const again = toJamBody(form, toIso)
    if (!('body' in again)) throw new Error(again.message)
    expect(changedFields({ ...first.body, theme: 'Roots', showcaseEventId: 'e1' }, again.body)).toEqual({})
  })

  test('an edit sends only what changed', () => {
    const first = toJamBody(filled(), toIso)
    const second = toJamBody({ ...filled(), votingClosesAt: '2026-12-11T18:00', minRatings: '3' }, toIso)
    if (!('body' in first) || !('body' in second)) throw new Error('form refused')
    expect(changedFields(first.body, second.body)).toEqual({
      votingClosesAt: '2026-12-11T12:30:00.000Z',
      minRatings: 3,
    })
  })
})
