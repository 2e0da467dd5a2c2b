/**
 * Preloaded by `bun test` (bunfig.toml): after each test, the answers its requests got are held
 * against the OpenAPI document (openapi-check.ts) and the test fails on any mismatch, listed;
 * at the end of the run, the figures.
 */
import { afterAll, afterEach } from 'bun:test'
import { openApiFigures, takeMismatches } from './openapi-check'

afterEach(async () => {
  const mismatches = await takeMismatches()
  if (mismatches.length)
    throw new Error(
      `${mismatches.length} answer(s) disagree with the OpenAPI document (/api/docs/json):\n- ${mismatches.join('\n- ')}`,
    )
})

afterAll(async () => {
  const late = await takeMismatches()
  const { validated, mismatches } = openApiFigures()
  // Every mismatch is listed here again: the failing test's own message may be far up a long log.
  console.log(
    `OpenAPI check: ${validated} requests validated against /api/docs/json, ${mismatches.length} mismatches${mismatches.length ? `:\n- ${mismatches.slice(0, 10).join('\n- ')}` : ''}`,
  )
  if (late.length) throw new Error(`${late.length} answer(s) after the last test disagree with the OpenAPI document`)
})
