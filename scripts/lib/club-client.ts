/**
 * A few API calls over plain HTTP, for scripts that drive a server from the outside (the image
 * test): sign up, create an event, register, read back. Each throws with the status and the
 * server's message when the answer is not the one expected.
 */

export interface Session {
  token: string
  user: { _id: string; exp: number; role: string }
}

export class ClubClient {
  constructor(readonly url: string) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: T }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    let data: unknown = text
    try {
      data = JSON.parse(text)
    } catch {}
    return { status: response.status, data: data as T }
  }

  async expect<T>(status: number, method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const answer = await this.call<T>(method, path, body, token)
    if (answer.status !== status)
      throw new Error(`${method} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.data)}`)
    return answer.data
  }

  signUp(tag: string, email = `${tag}@image.test`): Promise<Session> {
    return this.expect(201, 'POST', '/api/auth/signup', { username: tag, email, password: 'correct-horse-1' })
  }

  logIn(email: string): Promise<Session> {
    return this.expect(200, 'POST', '/api/auth/login', { email, password: 'correct-horse-1' })
  }

  /**
   * A new account made an admin by `grant` (the server's `admin:grant`, run on its data), then
   * logged in again so that its token carries the role.
   */
  async signUpAdmin(tag: string, email: string, grant: (email: string) => void): Promise<Session> {
    await this.signUp(tag, email)
    grant(email)
    const admin = await this.logIn(email)
    if (admin.user.role !== 'admin') throw new Error(`${email} is not an admin after admin:grant`)
    return admin
  }

  createEvent(admin: Session, name: string, pointsAwarded: number): Promise<{ _id: string }> {
    const date = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
    const event = { name, description: 'Made by a test.', date, location: 'Lab 3', pointsAwarded }
    return this.expect(201, 'POST', '/api/events', event, admin.token)
  }

  /** The status only: under load and during a shutdown, anything may come back, or nothing. */
  async register(member: Session, eventId: string): Promise<number> {
    try {
      return (await this.call('POST', `/api/registrations/${eventId}`, undefined, member.token)).status
    } catch {
      return 0
    }
  }

  myRegistrations(member: Session): Promise<{ event: { _id: string } }[]> {
    return this.expect(200, 'GET', '/api/registrations/my', undefined, member.token)
  }

  profile(member: Session): Promise<{ exp: number }> {
    return this.expect(200, 'GET', '/api/user/profile', undefined, member.token)
  }
}

/** Polls /api/health until it answers 200; throws after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the server stopped before it became healthy')
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false)
    if (ok) return
    await Bun.sleep(200)
  }
  throw new Error(`${url}/api/health did not answer 200 within ${timeoutMs / 1000} s`)
}
