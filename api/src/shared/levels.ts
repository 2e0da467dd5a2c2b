/**
 * Level, rank and progress from EXP: the one implementation, used by the API for user JSON
 * and imported by the PWA for the progress bar. Documented in docs/levels-and-ranks.md.
 *
 * docs/levels-and-ranks.md: reaching level n needs the sum over k = 1..n-1 of (100 + 50·(k-1)) EXP,
 * i.e. 100·(n-1) + 25·(n-1)·(n-2): 0 → 1, 100 → 2, 250 → 3, 450 → 4. Levels are not capped.
 */
import { MAX_LEVEL_SHOWN } from './constants'

/** Total EXP needed to reach `level` (level 1 needs 0). */
export function expForLevel(level: number): number {
  const steps = Math.max(0, Math.floor(level) - 1)
  return 100 * steps + 25 * steps * (steps - 1)
}

/** The level a total of `exp` reaches. */
export function levelForExp(exp: number): number {
  const total = Math.max(0, Math.floor(Number.isFinite(exp) ? exp : 0))
  // 25m² + 75m ≤ exp with m = level - 1; solve, then correct any floating-point rounding.
  let steps = Math.floor((-75 + Math.sqrt(5625 + 100 * total)) / 50)
  while (expForLevel(steps + 2) <= total) steps++
  while (steps > 0 && expForLevel(steps + 1) > total) steps--
  return steps + 1
}

/** The rank table: the first entry whose `minLevel` the level reaches, from the top. */
export const RANKS = [
  { minLevel: 20, name: 'Legend' },
  { minLevel: 15, name: 'Grandmaster' },
  { minLevel: 11, name: 'Master' },
  { minLevel: 8, name: 'Elite' },
  { minLevel: 5, name: 'Challenger' },
  { minLevel: 3, name: 'Apprentice' },
  { minLevel: 1, name: 'Rookie' },
] as const

export type Rank = (typeof RANKS)[number]['name']

export function rankForLevel(level: number): Rank {
  for (const rank of RANKS) if (level >= rank.minLevel) return rank.name
  return 'Rookie'
}

export interface LevelProgress {
  level: number
  rank: Rank
  exp: number
  /** EXP at which the current level started and at which the next one starts. */
  levelStartExp: number
  nextLevelExp: number
  /** EXP earned inside the current level, and how many the level spans. */
  expIntoLevel: number
  expSpan: number
  /** 0..100, progress within the current level. */
  percent: number
  /** docs/product.md#exp-levels-and-ranks: from level 20 on, the bar shows "Max Level Reached!". */
  isMaxLevel: boolean
}

export function levelProgress(exp: number): LevelProgress {
  const total = Math.max(0, Math.floor(Number.isFinite(exp) ? exp : 0))
  const level = levelForExp(total)
  const levelStartExp = expForLevel(level)
  const nextLevelExp = expForLevel(level + 1)
  const expSpan = nextLevelExp - levelStartExp
  const expIntoLevel = total - levelStartExp
  const isMaxLevel = level >= MAX_LEVEL_SHOWN
  return {
    level,
    rank: rankForLevel(level),
    exp: total,
    levelStartExp,
    nextLevelExp,
    expIntoLevel,
    expSpan,
    percent: isMaxLevel ? 100 : Math.min(100, Math.round((expIntoLevel / expSpan) * 1000) / 10),
    isMaxLevel,
  }
}
