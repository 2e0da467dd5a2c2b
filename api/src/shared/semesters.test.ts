import { describe, expect, test } from 'bun:test'
import { semesterAt, semesterName } from './semesters'

const iso = (semester: { from: Date; to: Date }) => [semester.from.toISOString(), semester.to.toISOString()]

describe('semesterAt', () => {
  test('January–June and July–December from midnight in India (UTC+05:30)', () => {
    const spring = ['2025-12-31T18:30:00.000Z', '2026-06-30T18:30:00.000Z']
    const autumn = ['2026-06-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z']
    expect(iso(semesterAt(new Date('2025-12-31T18:30:00.000Z'), 'Asia/Kolkata'))).toEqual(spring)
    expect(iso(semesterAt(new Date('2026-03-10T12:00:00.000Z'), 'Asia/Kolkata'))).toEqual(spring)
    expect(iso(semesterAt(new Date('2026-06-30T18:29:59.999Z'), 'Asia/Kolkata'))).toEqual(spring)
    expect(iso(semesterAt(new Date('2026-06-30T18:30:00.000Z'), 'Asia/Kolkata'))).toEqual(autumn)
    expect(iso(semesterAt(new Date('2026-12-31T18:29:59.999Z'), 'Asia/Kolkata'))).toEqual(autumn)
    // Still 2025 in UTC, already 2026 in India.
    expect(semesterAt(new Date('2025-12-31T20:00:00.000Z'), 'Asia/Kolkata')).toMatchObject({ year: 2026, half: 1 })
  })

  test("another club's zone counts its own midnight, summer time included", () => {
    expect(iso(semesterAt(new Date('2026-07-15T00:00:00Z'), 'Europe/London'))).toEqual([
      '2026-06-30T23:00:00.000Z', // 1 July, 00:00 BST
      '2027-01-01T00:00:00.000Z', // 1 January, 00:00 GMT
    ])
  })

  test('names', () => {
    expect(semesterName({ year: 2026, half: 1 })).toBe('January–June 2026')
    expect(semesterName({ year: 2026, half: 2 })).toBe('July–December 2026')
  })
})
