/**
 * Login throttling under concurrency (docs/product.md#accounts, docs/decisions/0111): each attempt
 * is counted in the database before its password is checked, so a flood at one account gets at
 * most the documented number of checks whatever the concurrency, and failures from one address
 * never lock out the students behind it. On PostgreSQL the requests really run in parallel, half
 * of them through a second app on its own connection pool (another process, as far as the
 * database can tell).
 */
import { describe, expect, test } from 'bun:test'
import { insertAccounts, onPostgres, secondApp, setupApp, signUp, type TestContext } from '../../../test/support'
import { LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS } from '../../shared/constants'

const ctx = await setupApp()
const other = await secondApp(ctx)
const CONCURRENT = 150
const HEAVY_MS = 240_000

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
/** Alternates between the two apps (two connection pools on PostgreSQL). */
const appFor = (index: number): TestContext => (index % 2 === 0 ? ctx : other)
const login = (index: number, body: { email: string; password: string }, ip: string) =>
  appFor(index).api.api.auth.login.post(body, from(ip))

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe(`a guessing flood at one account (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite'})`, () => {
  test(
    `${CONCURRENT} concurrent wrong passwords from one address: ${LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS} are checked, the rest 429, and the right password does not get in`,
    async () => {
      const { input } = await signUp(ctx)
      const ip = '198.51.100.7'
      // The right password hides at position 120 of the flood, as in the report.
      const attempts = Array.from({ length: CONCURRENT }, (_, i) =>
        login(i, { email: input.email, password: i === 119 ? input.password : `guess-${i}` }, ip),
      )
      const results = await Promise.all(attempts)
      const statuses = results.map((r) => r.status)
      const checked = statuses.filter((status) => status !== 429).length
      console.log(`flood at one account: ${JSON.stringify(tally(statuses))}; right password → ${statuses[119]}`)
      expect(checked).toBe(LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS)
      expect(statuses[119]).toBe(429)
      // Throttled: the right password now gets 429 too, with a Retry-After of about the window.
      const after = await login(0, input, ip)
      expect(after.status).toBe(429)
      expect(Number(after.response.headers.get('retry-after'))).toBeGreaterThan(800)
      expect(after.error?.value).toEqual({
        message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      })
      // The owner from another address is not locked out by this one.
      expect((await login(1, input, '198.51.100.8')).status).toBe(200)
    },
    HEAVY_MS,
  )

  test(
    `from many addresses at once: at most ${LOGIN_ATTEMPTS_PER_ACCOUNT} checks for the account in the window`,
    async () => {
      const { input } = await signUp(ctx)
      const total = LOGIN_ATTEMPTS_PER_ACCOUNT + 50
      const results = await Promise.all(
        Array.from({ length: total }, (_, i) =>
          login(i, { email: input.email, password: `guess-${i}` }, `203.0.113.${i % 250}`),
        ),
      )
      const statuses = results.map((r) => r.status)
      console.log(`flood from ${total} addresses: ${JSON.stringify(tally(statuses))}`)
      expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_ATTEMPTS_PER_ACCOUNT)
      expect((await login(0, input, '192.0.2.200')).status).toBe(429)
    },
    HEAVY_MS,
  )
})

describe('one address shared by a campus', () => {
  test(
    `700 failures with made-up emails from one address, then ${CONCURRENT} students with their right passwords at once: all get in`,
    async () => {
      const ip = '100.64.0.1'
      const students = await insertAccounts(ctx, CONCURRENT)
      const flood: number[] = []
      // 700 failures in waves of 140, so the machine is busy but not swamped.
      for (let wave = 0; wave < 5; wave++) {
        const results = await Promise.all(
          Array.from({ length: 140 }, (_, i) =>
            login(i, { email: `made-up-${wave}-${i}@nowhere.test`, password: 'whatever' }, ip),
          ),
        )
        flood.push(...results.map((r) => r.status))
      }
      const results = await Promise.all(students.map((student, i) => login(i, student, ip)))
      const statuses = results.map((r) => r.status)
      console.log(
        `700 made-up emails from one address: ${JSON.stringify(tally(flood))}; then ${CONCURRENT} right logins: ${JSON.stringify(tally(statuses))}`,
      )
      expect(tally(statuses)).toEqual({ 200: CONCURRENT })
      // Each made-up email is its own account: none of them is throttled either.
      expect(tally(flood)).toEqual({ 401: 700 })
    },
    HEAVY_MS,
  )

  test('successful logins never count toward any limit', async () => {
    const ip = '100.64.0.2'
    const { input } = await signUp(ctx)
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS - 1; i++)
        expect((await login(i, { ...input, password: 'wrong' }, ip)).status).toBe(401)
      expect((await login(round, input, ip)).status).toBe(200)
    }
  }, 30_000)
})
