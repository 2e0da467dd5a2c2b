import { describe, expect, test } from 'bun:test'
import { verifiedTokens } from './verified-tokens'

describe('verifiedTokens', () => {
  const claims = (exp: number) => ({ sub: 'u', ver: 0, exp })

  test('returns what was added until the expiry second, then forgets it', () => {
    const known = verifiedTokens()
    known.add('a', claims(100))
    expect(known.get('a', 99)).toEqual(claims(100))
    // jose refuses a token at its `exp` second: so does the cache.
    expect(known.get('a', 100)).toBeUndefined()
    expect(known.size).toBe(0)
    expect(known.get('a', 50)).toBeUndefined()
  })

  test('never answers for a token it was not given', () => {
    const known = verifiedTokens()
    known.add('a.b.c', claims(100))
    expect(known.get('a.b.d', 1)).toBeUndefined()
    expect(known.get('a.b.c ', 1)).toBeUndefined()
  })

  test('forgets the oldest when full', () => {
    const known = verifiedTokens(2)
    known.add('a', claims(100))
    known.add('b', claims(100))
    known.add('c', claims(100))
    expect(known.size).toBe(2)
    expect(known.get('a', 1)).toBeUndefined()
    expect(known.get('b', 1)).toBeDefined()
    expect(known.get('c', 1)).toBeDefined()
  })
})
