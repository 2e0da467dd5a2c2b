import { expect, test } from 'bun:test'
import { collectOnGrowth, collectWhenIdle, requestArrived } from './idle-collect'

const MB = 1024 * 1024

test('a full collection runs once the requests stop and the process has grown, not during them', async () => {
  let rss = 100 * MB
  let collections = 0
  const stop = collectWhenIdle({
    everyMs: 20,
    rss: () => rss,
    collect: () => {
      collections++
      rss = 110 * MB
    },
  })
  try {
    // A crowd: requests keep arriving while the process grows.
    rss = 180 * MB
    const crowd = setInterval(requestArrived, 2)
    await Bun.sleep(120)
    clearInterval(crowd)
    expect(collections).toBe(0)
    // Quiet: one collection, then nothing more while the size stays where it settled.
    await Bun.sleep(120)
    expect(collections).toBe(1)
    await Bun.sleep(80)
    expect(collections).toBe(1)
  } finally {
    stop()
  }
})

test('a process that has not grown is left alone', async () => {
  let collections = 0
  const stop = collectWhenIdle({ everyMs: 10, rss: () => 50 * MB, collect: () => collections++ })
  await Bun.sleep(80)
  stop()
  expect(collections).toBe(0)
})

test('work that grows the process is collected each time it has grown by the given amount, not before', () => {
  let rss = 200 * MB
  let collections = 0
  const look = collectOnGrowth({
    growthMb: 24,
    rss: () => rss,
    collect: () => {
      collections++
      rss -= 20 * MB
    },
  })
  rss = 223 * MB
  expect(look()).toBe(false)
  rss = 224 * MB
  expect(look()).toBe(true)
  // From where the collection left it (204 MB), again 24 MB.
  rss = 227 * MB
  expect(look()).toBe(false)
  rss = 228 * MB
  expect(look()).toBe(true)
  expect(collections).toBe(2)
})
