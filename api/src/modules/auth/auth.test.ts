import { describe, expect, test } from 'bun:test'
import { bearer, setupApp, signUp, uniqueUser } from '../../../test/support'

const ctx = await setupApp()

describe('POST /api/auth/signup', () => {
  test('creates an account and returns a token and the user', async () => {
    const input = uniqueUser()
    const { data, status } = await ctx.api.api.auth.signup.post(input)
    expect(status).toBe(201)
    expect(data?.token).toBeString()
    expect(data?.user).toMatchObject({
      username: input.username,
      email: input.email,
      role: 'user',
      exp: 0,
      level: 1,
      rank: 'Rookie',
    })
    expect(data?.user).not.toHaveProperty('passwordHash')
    const profile = await ctx.api.api.user.profile.get(bearer(data?.token ?? ''))
    expect(profile.data?._id).toBe(data?.user._id ?? 'missing')
  })

  test('stores the email lower-cased and refuses it again in any case with 409', async () => {
    const input = uniqueUser()
    const first = await ctx.api.api.auth.signup.post({ ...input, email: input.email.toUpperCase() })
    expect(first.data?.user.email).toBe(input.email)
    const again = await ctx.api.api.auth.signup.post({ ...uniqueUser(), email: input.email })
    expect(again.status).toBe(409)
    expect(again.error?.value).toEqual({ message: 'An account with this email already exists' })
  })

  test('refuses a taken username case-insensitively with 409', async () => {
    const { input } = await signUp(ctx)
    const { status, error } = await ctx.api.api.auth.signup.post({
      ...uniqueUser(),
      username: input.username.toUpperCase(),
    })
    expect(status).toBe(409)
    expect(error?.value).toEqual({ message: 'That username is already taken' })
  })

  test.each([
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [
      { username: 'ab' },
      'Username must be 3 to 30 characters: letters, digits, "_", "." or "-", with at least one letter or digit',
    ],
    [
      { username: 'has space' },
      'Username must be 3 to 30 characters: letters, digits, "_", "." or "-", with at least one letter or digit',
    ],
  ])('refuses %j with 422 and a message naming the field', async (override, message) => {
    const { status, error } = await ctx.api.api.auth.signup.post({ ...uniqueUser(), ...override })
    expect(status).toBe(422)
    expect(error?.value).toEqual({ message })
  })

  test('names a missing field', async () => {
    const res = await ctx.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', email: 'someone@x.test' }),
    })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toContain('Password')
  })

  test('refuses malformed JSON with 400', async () => {
    const res = await ctx.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toContain('valid JSON')
  })
})

describe('POST /api/auth/login', () => {
  test('logs in with the right password, whatever the email case', async () => {
    const { input, user } = await signUp(ctx)
    const { data, status } = await ctx.api.api.auth.login.post({
      email: input.email.toUpperCase(),
      password: input.password,
    })
    expect(status).toBe(200)
    expect(data?.user._id).toBe(user._id)
  })

  test.each([
    [{ password: 'whatever' }, 'email is required'],
    [{ email: 'someone@students.test', password: '' }, 'password is required'],
  ])('refuses %j with 422 naming the field', async (body, message) => {
    const res = await ctx.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message })
  })

  test('gives one message for a wrong password and an unknown email', async () => {
    const { input } = await signUp(ctx)
    const wrongPassword = await ctx.api.api.auth.login.post({ email: input.email, password: 'wrong-password' })
    const unknownEmail = await ctx.api.api.auth.login.post({ email: 'nobody@nowhere.test', password: 'whatever' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.error?.value).toEqual(unknownEmail.error?.value as never)
  })

  test('429 after 10 failures for one account from one address; others unaffected', async () => {
    const { input } = await signUp(ctx)
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 10; i++) {
      const { status } = await ctx.api.api.auth.login.post({ email: input.email, password: 'nope' }, from('10.0.0.1'))
      expect(status).toBe(401)
    }
    const blocked = await ctx.api.api.auth.login.post(
      { email: input.email, password: input.password },
      from('10.0.0.1'),
    )
    expect(blocked.status).toBe(429)
    expect(blocked.error?.value).toMatchObject({ message: expect.stringContaining('Too many failed login attempts') })
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/)
    // The same account from another address, and another account from the same address, still work.
    expect((await ctx.api.api.auth.login.post(input, from('10.0.0.2'))).status).toBe(200)
    const other = await signUp(ctx)
    expect((await ctx.api.api.auth.login.post(other.input, from('10.0.0.1'))).status).toBe(200)
  })

  test('a campus behind one address: successful logins never count toward any limit', async () => {
    const from = { headers: { 'x-forwarded-for': '10.7.7.7' } }
    const students = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx)))
    for (const student of students) {
      expect((await ctx.api.api.auth.login.post({ ...student.input, password: 'wrong-once' }, from)).status).toBe(401)
      expect((await ctx.api.api.auth.login.post(student.input, from)).status).toBe(200)
    }
    // One account's own failures are cleared by its success from that address: 9 failures, a
    // success, one more failure would be the 10th (429 next) if the success had not cleared them.
    const [first] = students
    for (let i = 0; i < 9; i++) await ctx.api.api.auth.login.post({ ...first!.input, password: 'wrong' }, from)
    expect((await ctx.api.api.auth.login.post(first!.input, from)).status).toBe(200)
    expect((await ctx.api.api.auth.login.post({ ...first!.input, password: 'wrong' }, from)).status).toBe(401)
    expect((await ctx.api.api.auth.login.post(first!.input, from)).status).toBe(200)
  }, 20_000)
})
