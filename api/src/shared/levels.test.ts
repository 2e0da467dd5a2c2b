import { describe, expect, test } from 'bun:test'
import { MAX_LEVEL_SHOWN } from './constants'
import { expForLevel, levelForExp, levelProgress, RANKS, rankForLevel } from './levels'

describe('expForLevel (docs/levels-and-ranks.md: the sum over k = 1..n-1 of 100 + 50·(k-1))', () => {
  test('the documented examples: level 1 needs 0, then 100, 250, 450', () => {
    expect([1, 2, 3, 4].map(expForLevel)).toEqual([0, 100, 250, 450])
  })
  test('agrees with the sum written out, up to level 60', () => {
    let sum = 0
    for (let level = 1; level <= 60; level++) {
      expect(expForLevel(level)).toBe(sum)
      sum += 100 + 50 * (level - 1)
    }
  })
  test('level 20 needs 10,450 (docs/levels-and-ranks.md)', () => expect(expForLevel(20)).toBe(10_450))
  test('levels below 1 and fractions count as level 1 and the whole level below', () => {
    expect(expForLevel(0)).toBe(0)
    expect(expForLevel(-5)).toBe(0)
    expect(expForLevel(3.9)).toBe(expForLevel(3))
  })
})

describe('levelForExp', () => {
  test('the documented examples: 0 → 1, 100 → 2, 250 → 3, 450 → 4', () => {
    expect([0, 100, 250, 450].map(levelForExp)).toEqual([1, 2, 3, 4])
  })
  test('one EXP short of a level is still the level below', () => {
    expect(levelForExp(99)).toBe(1)
    expect(levelForExp(249)).toBe(2)
    expect(levelForExp(449)).toBe(3)
    expect(levelForExp(10_449)).toBe(19)
    expect(levelForExp(10_450)).toBe(20)
  })
  test('is the inverse of expForLevel at every boundary up to level 200 (no floating-point slip)', () => {
    for (let level = 1; level <= 200; level++) {
      expect(levelForExp(expForLevel(level))).toBe(level)
      if (level > 1) expect(levelForExp(expForLevel(level) - 1)).toBe(level - 1)
    }
  })
  test('levels are not capped', () => expect(levelForExp(1_000_000)).toBeGreaterThan(MAX_LEVEL_SHOWN))
  test('negative, fractional, NaN and infinite EXP are read as the whole EXP at least 0', () => {
    expect(levelForExp(-100)).toBe(1)
    expect(levelForExp(Number.NaN)).toBe(1)
    expect(levelForExp(Number.POSITIVE_INFINITY)).toBe(1)
    expect(levelForExp(99.99)).toBe(1)
  })
})

describe('rankForLevel', () => {
  test('the table of docs/levels-and-ranks.md', () => {
    const expected: [number, string][] = [
      [1, 'Rookie'],
      [2, 'Rookie'],
      [3, 'Apprentice'],
      [4, 'Apprentice'],
      [5, 'Challenger'],
      [7, 'Challenger'],
      [8, 'Elite'],
      [10, 'Elite'],
      [11, 'Master'],
      [14, 'Master'],
      [15, 'Grandmaster'],
      [19, 'Grandmaster'],
      [20, 'Legend'],
      [99, 'Legend'],
    ]
    for (const [level, rank] of expected) expect(rankForLevel(level)).toBe(rank as never)
  })
  test('below level 1 (and NaN) is a Rookie', () => {
    expect(rankForLevel(0)).toBe('Rookie')
    expect(rankForLevel(Number.NaN)).toBe('Rookie')
  })
  test('the table runs from the top rank down', () => {
    const minimums = RANKS.map((rank) => rank.minLevel)
    expect(minimums).toEqual([...minimums].sort((a, b) => b - a))
    expect(minimums.at(-1)).toBe(1)
  })
})

describe('levelProgress', () => {
  test('a new member: level 1, 0 of 100', () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      rank: 'Rookie',
      exp: 0,
      levelStartExp: 0,
      nextLevelExp: 100,
      expIntoLevel: 0,
      expSpan: 100,
      percent: 0,
      isMaxLevel: false,
    })
  })
  test('220 EXP: level 2, 120 of the 150 that level 3 needs (80 %)', () => {
    const progress = levelProgress(220)
    expect(progress).toMatchObject({ level: 2, levelStartExp: 100, nextLevelExp: 250, expIntoLevel: 120, expSpan: 150 })
    expect(progress.percent).toBe(80)
  })
  test('exactly on a boundary the bar starts empty at the new level', () => {
    expect(levelProgress(250)).toMatchObject({
      level: 3,
      rank: 'Apprentice',
      expIntoLevel: 0,
      expSpan: 200,
      percent: 0,
    })
    expect(levelProgress(449)).toMatchObject({ level: 3, expIntoLevel: 199 })
  })
  test('the percentage is rounded to one decimal and stays within 0..100', () => {
    expect(levelProgress(1).percent).toBe(1)
    expect(levelProgress(251).percent).toBe(0.5)
    for (let exp = 0; exp < 12_000; exp += 37) {
      const { percent } = levelProgress(exp)
      expect(percent).toBeGreaterThanOrEqual(0)
      expect(percent).toBeLessThanOrEqual(100)
    }
  })
  test('from level 20 (10,450 EXP) the bar is full: Max Level Reached!', () => {
    expect(levelProgress(10_449)).toMatchObject({ level: 19, isMaxLevel: false, expIntoLevel: 999, expSpan: 1_000 })
    expect(levelProgress(10_450)).toMatchObject({ level: 20, rank: 'Legend', isMaxLevel: true, percent: 100 })
    expect(levelProgress(50_000)).toMatchObject({ isMaxLevel: true, percent: 100 })
    expect(levelProgress(50_000).level).toBeGreaterThan(20)
  })
  test('negative and NaN EXP read as 0', () => {
    expect(levelProgress(-50)).toEqual(levelProgress(0))
    expect(levelProgress(Number.NaN)).toEqual(levelProgress(0))
    expect(levelProgress(99.7)).toMatchObject({ exp: 99, level: 1 })
  })
})
