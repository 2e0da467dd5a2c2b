import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { putAnswer, readAgain } from './after-write'

const KEY = ['profile']

/** A read of KEY that the test lets land when it chooses, as the network would. */
function readInFlight(queryClient: QueryClient, landsWith: string) {
  let land = () => {}
  const read = queryClient.fetchQuery({
    queryKey: KEY,
    queryFn: () => new Promise<string>((resolve) => (land = () => resolve(landsWith))),
  })
  return { land: () => land(), read: read.catch(() => undefined) }
}

/**
 * A server answering KEY's reads with `answers`, in the order they are asked (then 'more'). The
 * reads wait until the test lets them land, all of them, in the order they were asked.
 */
function slowServer(answers: string[]) {
  const waiting: Array<() => void> = []
  return {
    options: {
      queryKey: KEY,
      queryFn: () =>
        new Promise<string>((resolve) => {
          const answer = answers[waiting.length] ?? 'more'
          waiting.push(() => resolve(answer))
        }),
    },
    asked: () => waiting.length,
    landAll: () => {
      for (const land of waiting) land()
    },
  }
}

describe('putAnswer', () => {
  test('a read asked before the write, landing after its answer, does not put the old state back', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(KEY, 'not verified')
    const stale = readInFlight(queryClient, 'not verified (read before the write)')

    putAnswer(queryClient, KEY, 'verified')
    stale.land()
    await stale.read
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(queryClient.getQueryData(KEY)).toBe('verified')
    expect(queryClient.getQueryState(KEY)?.fetchStatus).toBe('idle')
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false)
  })

  test('the plain setQueryData it replaces loses the answer in that race (the reason it exists)', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(KEY, 'not verified')
    const stale = readInFlight(queryClient, 'not verified (read before the write)')

    queryClient.setQueryData(KEY, 'verified')
    stale.land()
    await stale.read

    expect(queryClient.getQueryData(KEY)).toBe('not verified (read before the write)')
  })

  test('with no data yet, and with an updater of what is there', async () => {
    const queryClient = new QueryClient()
    const first = readInFlight(queryClient, 'old')
    putAnswer<string>(queryClient, KEY, 'new')
    first.land()
    await first.read
    expect(queryClient.getQueryData(KEY)).toBe('new')

    const second = readInFlight(queryClient, 'older')
    putAnswer<string>(queryClient, KEY, (current) => `${current} + answer`)
    second.land()
    await second.read
    expect(queryClient.getQueryData(KEY)).toBe('new + answer')
  })

  test('a route loader awaiting the first read gets the answer, not an error', async () => {
    const queryClient = new QueryClient()
    const loader = readInFlight(queryClient, 'not verified (read before the write)')
    putAnswer(queryClient, KEY, 'verified')
    loader.land()
    expect(await loader.read).toBe('verified')
  })

  test('a read asked after the answer lands as usual', async () => {
    const queryClient = new QueryClient()
    putAnswer(queryClient, KEY, 'verified')
    const later = readInFlight(queryClient, 'verified, read again')
    later.land()
    await later.read
    expect(queryClient.getQueryData(KEY)).toBe('verified, read again')
  })
})

describe('readAgain', () => {
  test('a first read in flight (no data yet) is asked again, not joined: its stale answer does not land', async () => {
    const queryClient = new QueryClient()
    const server = slowServer(['not verified (read before the write)', 'verified'])
    // An active query, as a mounted page has: invalidation refetches it.
    const unsubscribe = new QueryObserver(queryClient, server.options).subscribe(() => {})
    expect(server.asked()).toBe(1)

    const again = readAgain(queryClient, KEY)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(server.asked()).toBe(2)
    server.landAll() // the read from before the write lands too…
    await again
    expect(queryClient.getQueryData(KEY)).toBe('verified') // …and is not what stays
    unsubscribe()
  })

  test('a read a route loader awaits (no data, nothing on screen yet) resolves with the new answer', async () => {
    const queryClient = new QueryClient()
    const server = slowServer(['not registered (read before the write)', 'registered'])
    const loader = queryClient.fetchQuery(server.options)

    const again = readAgain(queryClient, KEY)
    expect(server.asked()).toBe(2) // asked again in the same turn
    server.landAll()
    await again
    expect(await loader).toBe('registered')
    expect(queryClient.getQueryData(KEY)).toBe('registered')
  })

  test('invalidateQueries alone joins that first read (the reason readAgain cancels first)', async () => {
    const queryClient = new QueryClient()
    const server = slowServer(['not verified (read before the write)', 'verified'])
    const unsubscribe = new QueryObserver(queryClient, server.options).subscribe(() => {})
    const joined = queryClient.invalidateQueries({ queryKey: KEY })
    server.landAll()
    await joined
    expect(server.asked()).toBe(1)
    expect(queryClient.getQueryData(KEY)).toBe('not verified (read before the write)')
    unsubscribe()
  })
})

test('the app changes the cache after a write only through putAnswer and readAgain', () => {
  const src = join(import.meta.dir, '..')
  const writers = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /\.(setQueryData|invalidateQueries)\(/.test(readFileSync(join(src, file), 'utf8')))
  // query-persistence.ts: after restoring a saved cache, everything is read again (not after a write).
  expect(writers.sort()).toEqual(['api/after-write.ts', 'pwa/query-persistence.ts'])
})
