import { describe, expect, test } from 'bun:test'
import { levelProgress } from '@club/api/shared/levels'
import { expProgressText, previewOf, profileUpdateBody, USERNAME_REQUIRED, usernameError } from './profile-texts'

describe('expProgressText', () => {
  test('EXP within the current level and the next level', () => {
    expect(expProgressText(levelProgress(0))).toBe('0 / 100 EXP to level 2')
    expect(expProgressText(levelProgress(220))).toBe('120 / 150 EXP to level 3')
    expect(expProgressText(levelProgress(250))).toBe('0 / 200 EXP to level 4')
  })
  test('Max Level Reached! from level 20 (10,450 EXP) on', () => {
    expect(expProgressText(levelProgress(10_449))).toBe('999 / 1000 EXP to level 20')
    expect(expProgressText(levelProgress(10_450))).toBe('Max Level Reached!')
    expect(expProgressText(levelProgress(50_000))).toBe('Max Level Reached!')
  })
})

describe('the profile form', () => {
  const current = '/api/media/abc'
  test('an untouched picture is sent back as it is; none is sent as empty', () => {
    expect(profileUpdateBody({ username: 'riya', bio: 'hi' }, { kind: 'keep' }, current).profilePicture).toBe(current)
    expect(profileUpdateBody({ username: 'riya', bio: 'hi' }, { kind: 'keep' }, null).profilePicture).toBe('')
  })
  test('a new picture is sent as its data URL; a removed one as empty (docs/api.md)', () => {
    const dataUrl = 'data:image/png;base64,AAAA'
    expect(profileUpdateBody({ username: 'riya', bio: '' }, { kind: 'new', dataUrl }, current).profilePicture).toBe(
      dataUrl,
    )
    expect(profileUpdateBody({ username: 'riya', bio: '' }, { kind: 'remove' }, current).profilePicture).toBe('')
  })
  test('username and bio lose surrounding spaces', () =>
    expect(profileUpdateBody({ username: '  riya ', bio: ' games\n' }, { kind: 'keep' }, null)).toEqual({
      username: 'riya',
      bio: 'games',
      profilePicture: '',
    }))
  test('the preview follows the choice', () => {
    expect(previewOf({ kind: 'keep' }, current)).toBe(current)
    expect(previewOf({ kind: 'remove' }, current)).toBeNull()
    expect(previewOf({ kind: 'new', dataUrl: 'data:x' }, current)).toBe('data:x')
  })
  test('the username is required', () => {
    expect(usernameError('   ')).toBe(USERNAME_REQUIRED)
    expect(usernameError('riya')).toBeNull()
  })
})
