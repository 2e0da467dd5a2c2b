import { expect, test } from 'bun:test'
import { csvCell } from '../../../lib/csv'
import { csvFileName, type ParticipationRow, participationCsv } from './participation-csv'

const row: ParticipationRow = {
  _id: 'r1',
  createdAt: '2027-03-01T10:00:00.000Z',
  expAwarded: 50,
  user: {
    _id: 'u1',
    username: '-ana',
    email: 'ana@students.test',
    college: 'Delhi Technological University, Delhi',
    branch: 'CSE',
    course: 'B.Tech',
    graduationYear: 2027,
    enrollmentNumber: '2K23/CO/101',
    exp: 150,
    level: 2,
    rank: 'Apprentice',
  },
  event: { _id: 'e1', name: 'Jam "Winter"', date: '2027-03-10T13:00:00.000Z', type: null, isDeleted: false },
}

test('cells: quotes, commas, newlines, empty and formula-looking text', () => {
  expect(csvCell('plain')).toBe('plain')
  expect(csvCell('a,b')).toBe('"a,b"')
  expect(csvCell('say "hi"')).toBe('"say ""hi"""')
  expect(csvCell('two\nlines')).toBe('"two\nlines"')
  expect(csvCell(null)).toBe('')
  expect(csvCell(42)).toBe('42')
  expect(csvCell(-1)).toBe('-1')
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvCell('@sum')).toBe("'@sum")
})

test("a header line, one line per registration (times on the club's clock, labelled), CRLF, UTF-8 mark", () => {
  const csv = participationCsv([row])
  expect(csv.startsWith('\uFEFFUsername,Email,Enrollment number,')).toBe(true)
  const lines = csv.slice(1).split('\r\n')
  expect(lines).toHaveLength(3)
  expect(lines[2]).toBe('')
  expect(lines[1]).toBe(
    `'-ana,ana@students.test,2K23/CO/101,"Delhi Technological University, Delhi",B.Tech,CSE,2027,2,Apprentice,150,"Jam ""Winter""",,"10th March 2027, 6:30 pm IST",no,50,"1st March 2027, 3:30 pm IST"`,
  )
})

test("file name says the filter and the club's day", () => {
  const day = new Date('2027-03-01T10:00:00Z')
  expect(csvFileName('Game Tournament', day)).toBe('participation-game-tournament-2027-03-01.csv')
  expect(csvFileName(null, day)).toBe('participation-all-2027-03-01.csv')
  // 20:00 UTC is already the next day in Delhi.
  expect(csvFileName(null, new Date('2027-03-01T20:00:00Z'))).toBe('participation-all-2027-03-02.csv')
})
