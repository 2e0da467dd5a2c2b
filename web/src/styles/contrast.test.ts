/**
 * WCAG 2.x contrast of the colour tokens in tokens.css: text at least 4.5:1 on every surface it
 * is used on, outlines of controls and the focus ring at least 3:1. Change a token and this
 * says whether the site still reads.
 */
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const css = readFileSync(join(import.meta.dir, 'tokens.css'), 'utf8')
const tokens = Object.fromEntries([...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1], m[2]]))

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const SURFACES = ['bg', 'surface', 'surface-2']
const TEXT = ['text', 'muted', 'accent', 'danger', 'success', 'warning']

test.each(TEXT.flatMap((fg) => SURFACES.map((bg) => [fg, bg])))('--%s on --%s is at least 4.5:1', (fg, bg) => {
  expect(contrast(tokens[fg as string] as string, tokens[bg as string] as string)).toBeGreaterThanOrEqual(4.5)
})

test('dark ink on the accent (primary buttons) is at least 4.5:1', () => {
  expect(contrast(tokens['accent-ink'] as string, tokens.accent as string)).toBeGreaterThanOrEqual(4.5)
})

test.each(SURFACES)('control outlines (--border-strong) and the focus ring stand out 3:1 on --%s', (bg) => {
  expect(contrast(tokens['border-strong'] as string, tokens[bg] as string)).toBeGreaterThanOrEqual(3)
  expect(contrast(tokens.accent as string, tokens[bg] as string)).toBeGreaterThanOrEqual(3)
})

test('every token the checks name exists', () => {
  for (const name of [...SURFACES, ...TEXT, 'accent-ink', 'border-strong']) expect(tokens[name]).toMatch(/^#/)
})
