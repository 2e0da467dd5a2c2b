import { expect, test } from 'bun:test'
import { fifoGate, hashPassword, verifyPassword } from './password-work'

test('the gate runs at most `limit` at a time, in the order of the calls', async () => {
  const gate = fifoGate(2)
  let running = 0
  let most = 0
  const started: number[] = []
  await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      gate(async () => {
        started.push(i)
        running++
        most = Math.max(most, running)
        await Bun.sleep(5)
        running--
      }),
    ),
  )
  expect(most).toBe(2)
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
})

test('a failing piece of work frees its place for the next', async () => {
  const gate = fifoGate(1)
  const failed = gate(() => Promise.reject(new Error('broken')))
  await expect(failed).rejects.toThrow('broken')
  expect(await gate(async () => 'next')).toBe('next')
})

test('a hash made through the gate is argon2id and checks', async () => {
  const hash = await hashPassword('correct-horse-1')
  expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,')).toBe(true)
  expect(await verifyPassword('correct-horse-1', hash)).toBe(true)
  expect(await verifyPassword('wrong-horse-1', hash)).toBe(false)
})
