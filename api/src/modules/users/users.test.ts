import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { bearer, dataUrl, IMAGES, setupApp, signUp } from '../../../test/support'
import { users } from '../../db/schema'

const ctx = await setupApp()

const COMPLETE = {
  username: 'maker_of_games',
  college: 'Delhi Technological University',
  graduationYear: 2027,
  course: 'B.Tech',
  branch: 'Computer Engineering',
  enrollmentNumber: '2K23/CO/101',
  phoneNumber: '+91 98765 43210',
}

const putProfile = (token: string, body: unknown) =>
  ctx.request('/api/user/profile', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const rowOf = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!

describe('GET /api/user/profile', () => {
  test('answers the signed-in user with every field of the contract and no password hash', async () => {
    const { token, user } = await signUp(ctx)
    const { status, data } = await ctx.api.api.user.profile.get(bearer(token))
    expect(status).toBe(200)
    expect(data).toEqual(user)
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        '_id',
        'username',
        'email',
        'role',
        'profilePicture',
        'bio',
        'rank',
        'level',
        'exp',
        'isProfileComplete',
        'needsUsernameSetup',
        'college',
        'graduationYear',
        'course',
        'branch',
        'enrollmentNumber',
        'phoneNumber',
        'googleId',
        'discordId',
        'hasPassword',
        'showOnLeaderboard',
        'emailVerified',
        'notifications',
        'createdAt',
      ].sort(),
    )
    expect(data?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(data?.isProfileComplete).toBe(false)
  })

  test('401 without a token', async () => {
    const { status, error } = await ctx.api.api.user.profile.get()
    expect(status).toBe(401)
    expect(error?.value).toEqual({ message: 'Please log in to continue' })
  })
})

describe('PUT /api/user/profile', () => {
  test('edits the given fields, trims them, and keeps the rest', async () => {
    const { token, user } = await signUp(ctx)
    const { status, data } = await ctx.api.api.user.profile.put(
      { bio: '  I make tiny games.  ', college: ' DTU ' },
      bearer(token),
    )
    expect(status).toBe(200)
    expect(data).toMatchObject({ bio: 'I make tiny games.', college: 'DTU', username: user.username, course: null })
    expect((await ctx.api.api.user.profile.get(bearer(token))).data).toEqual(data!)
  })

  test('never stores role, exp, level, rank, email, googleId or discordId, even when sent', async () => {
    const { token, user } = await signUp(ctx)
    const before = await rowOf(user._id)
    const res = await putProfile(token, {
      bio: 'sneaky',
      role: 'admin',
      exp: 99999,
      level: 50,
      rank: 'Legend',
      email: 'other@students.test',
      googleId: 'google-123',
      discordId: 'discord-123',
      passwordHash: 'x',
      id: crypto.randomUUID(),
      _id: crypto.randomUUID(),
      isProfileComplete: true,
      createdAt: '2000-01-01T00:00:00.000Z',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ bio: 'sneaky', role: 'user', exp: 0, level: 1, rank: 'Rookie', email: user.email })
    expect(body).toMatchObject({ googleId: null, discordId: null, _id: user._id, isProfileComplete: false })
    const after = await rowOf(user._id)
    expect({ ...after, bio: before.bio, updatedAt: before.updatedAt }).toEqual(before)
  })

  test('isProfileComplete turns true only once every completion field is set', async () => {
    const { token } = await signUp(ctx)
    const { username: _u, ...withoutUsername } = COMPLETE
    const fields = Object.entries(withoutUsername)
    for (const [index, [key, value]] of fields.entries()) {
      const { data } = await ctx.api.api.user.profile.put({ [key]: value }, bearer(token))
      expect(data?.isProfileComplete).toBe(index === fields.length - 1)
    }
  })

  test('a social account that still needs a username is incomplete until it sets one', async () => {
    const { token, user } = await signUp(ctx)
    await ctx.database.db.update(users).set({ needsUsernameSetup: true }).where(eq(users.id, user._id))
    const { username: _u, ...rest } = COMPLETE
    const partial = await ctx.api.api.user.profile.put(rest, bearer(token))
    expect(partial.data).toMatchObject({ isProfileComplete: false, needsUsernameSetup: true })
    const done = await ctx.api.api.user.profile.put({ username: `${user.username}x`.slice(0, 30) }, bearer(token))
    expect(done.data).toMatchObject({ isProfileComplete: true, needsUsernameSetup: false })
  })

  test('a taken username is 409 in any case; changing the case of your own is fine', async () => {
    const other = await signUp(ctx)
    const { token, user } = await signUp(ctx)
    const taken = await ctx.api.api.user.profile.put({ username: other.user.username.toUpperCase() }, bearer(token))
    expect(taken.status).toBe(409)
    expect(taken.error?.value).toEqual({ message: 'That username is already taken' })
    const own = await ctx.api.api.user.profile.put({ username: user.username.toUpperCase() }, bearer(token))
    expect(own.status).toBe(200)
    expect(own.data?.username).toBe(user.username.toUpperCase())
  })

  test.each([
    [{ graduationYear: 1899 }, 'Graduation Year must be a year from 1900 to 2100'],
    [{ graduationYear: 2101 }, 'Graduation Year must be a year from 1900 to 2100'],
    [{ graduationYear: 2027.5 }, 'Graduation Year must be a year from 1900 to 2100'],
    [{ graduationYear: '2027x' }, 'Graduation Year must be a year from 1900 to 2100'],
    [{ phoneNumber: 'call me' }, 'Phone Number must be a phone number of 6 to 20 digits, optionally starting with +'],
    [{ college: '' }, 'College must be 1 to 100 characters'],
    [{ course: 'x'.repeat(101) }, 'Course must be 1 to 100 characters'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    // 501 letters as a reader counts them (each "स्ते" is one), however few code units that is.
    [{ bio: 'स्ते'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ branch: 'क्षि'.repeat(101) }, 'Branch must be 1 to 100 characters'],
    [
      { username: 'no spaces allowed' },
      'Username must be 3 to 30 characters: letters, digits, "_", "." or "-", with at least one letter or digit',
    ],
    [
      { profilePicture: 'https://evil.example/me.png' },
      'Profile picture must be an image sent as a data URL, or empty to remove it',
    ],
    [{ profilePicture: 42 }, 'Profile picture must be an image data URL, the current picture URL, or empty'],
  ])('refuses %j with 422 naming the field, and changes nothing', async (body, message) => {
    const { token, user } = await signUp(ctx)
    const before = await rowOf(user._id)
    const res = await putProfile(token, { bio: 'should not be saved', ...body })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message })
    expect(await rowOf(user._id)).toEqual(before)
  })

  test('limits count characters as people see them: a Hindi bio of 500 letters is whole, in 2,000 code units', async () => {
    const { token } = await signUp(ctx)
    const bio = 'स्ते'.repeat(500)
    expect(bio.length).toBe(2_000)
    const saved = await putProfile(token, { bio, branch: 'क्षि'.repeat(100), college: '👨‍👩‍👧‍👦'.repeat(100) })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ bio, branch: 'क्षि'.repeat(100), college: '👨‍👩‍👧‍👦'.repeat(100) })
  })

  test('a profile picture is stored once and kept, replaced or removed', async () => {
    const { token } = await signUp(ctx)
    const put = (profilePicture: string | null) => ctx.api.api.user.profile.put({ profilePicture }, bearer(token))
    const first = await put(dataUrl('image/png', IMAGES.png))
    expect(first.status).toBe(200)
    const url = first.data?.profilePicture
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    // Sending back the URL it was given (as the edit form does) keeps it.
    expect((await put(url!)).data?.profilePicture).toBe(url!)
    expect((await put(`http://localhost:3000${url}`)).data?.profilePicture).toBe(url!)
    const gif = await put(dataUrl('image/gif', IMAGES.gif))
    expect(gif.data?.profilePicture).not.toBe(url!)
    expect((await put('')).data?.profilePicture).toBeNull()
    expect((await put(null)).data?.profilePicture).toBeNull()
  })

  test('401 without a token', async () => {
    expect((await ctx.api.api.user.profile.put({ bio: 'x' })).status).toBe(401)
  })
})
