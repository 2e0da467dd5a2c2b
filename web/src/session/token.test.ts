import { afterEach, beforeEach, describe, expect, test } from 'bun:test'

/** A localStorage of our own: bun test has none. `broken` makes every call throw, like some private modes. */
function installStorage() {
  const items = new Map<string, string>()
  const storage = {
    broken: false,
    getItem(key: string) {
      if (storage.broken) throw new Error('SecurityError')
      return items.get(key) ?? null
    },
    setItem(key: string, value: string) {
      if (storage.broken) throw new Error('QuotaExceededError')
      items.set(key, value)
    },
    removeItem(key: string) {
      if (storage.broken) throw new Error('SecurityError')
      items.delete(key)
    },
  }
  Object.assign(globalThis, { localStorage: storage, window: { addEventListener() {} } })
  return storage
}

let storage: ReturnType<typeof installStorage>
beforeEach(() => {
  storage = installStorage()
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
  Reflect.deleteProperty(globalThis, 'window')
})

/** A fresh copy of the module per test (its state is module-level). */
const load = async () => (await import(`./token.ts?case=${Math.random()}`)) as typeof import('./token')

describe('the session token', () => {
  test('a token written by another tab counts at once, before its storage event arrives', async () => {
    const session = await load()
    session.setToken('mine')
    storage.setItem('token', 'from-another-tab')
    expect(session.getToken()).toBe('from-another-tab')
    storage.removeItem('token')
    expect(session.getToken()).toBeNull()
  })

  test('where storage refuses to write, the token lives in memory for the visit', async () => {
    const session = await load()
    storage.broken = true
    session.setToken('kept')
    expect(session.getToken()).toBe('kept')
    session.clearToken()
    expect(session.getToken()).toBeNull()
  })
})
