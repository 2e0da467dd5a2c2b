import { describe, expect, test } from 'bun:test'
import { sameSecret } from './same-secret'

describe('sameSecret', () => {
  test('equal secrets match; different ones, empty or absent ones do not', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true)
    expect(sameSecret('s3cret', 's3creT')).toBe(false)
    expect(sameSecret('', '')).toBe(false)
    expect(sameSecret(undefined, 's3cret')).toBe(false)
    expect(sameSecret('s3cret', undefined)).toBe(false)
  })

  test('strings of one length but not of one byte length are refused, not thrown on', () => {
    // "é" is two bytes: timingSafeEqual on buffers of different lengths throws (an OAuth state sent
    // back with it was a 500).
    expect(sameSecret('é', 'e')).toBe(false)
    expect(sameSecret('e', 'é')).toBe(false)
  })
})
