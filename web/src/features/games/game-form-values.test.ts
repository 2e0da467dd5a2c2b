import { expect, test } from 'bun:test'
import { formProblem, parseTags, toBody } from './game-form-values'

const base = { title: 'Moth', tagline: '', description: '', engine: '', tags: '', links: [] }

test('tags: trimmed, empty dropped, each once whatever its case', () => {
  expect(parseTags(' Puzzle, 2D,, puzzle ,Jam ')).toEqual(['Puzzle', '2D', 'Jam'])
})

test('the form says what is wrong before anything is sent', () => {
  expect(formProblem({ ...base, title: '  ' })).toBe('Give the game a title.')
  expect(formProblem({ ...base, tags: 'a,b,c,d,e,f,g,h,i' })).toBe('At most 8 tags.')
  expect(formProblem({ ...base, links: [{ label: 'Source', url: 'javascript:alert(1)' }] })).toContain(
    'is not an http(s) address',
  )
  expect(formProblem({ ...base, links: [{ label: '', url: 'https://x.test' }] })).toBe('Every link needs a label.')
  expect(formProblem({ ...base, links: [{ label: 'itch.io', url: 'https://club.itch.io/moth' }] })).toBeNull()
})

test('the body: an empty engine is none, empty link rows are dropped', () => {
  expect(toBody({ ...base, engine: ' ', links: [{ label: '', url: '' }] })).toEqual({
    title: 'Moth',
    tagline: '',
    description: '',
    engine: null,
    tags: [],
    links: [],
  })
})
