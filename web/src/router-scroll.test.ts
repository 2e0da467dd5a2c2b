import { describe, expect, test } from 'bun:test'
import { leaveEarlyScrollAlone } from './router-scroll'

describe('leaveEarlyScrollAlone', () => {
  test('the first render may scroll a page the reader has not moved', () => {
    const mayRestoreScroll = leaveEarlyScrollAlone(() => 0)
    expect(mayRestoreScroll()).toBe(true)
    expect(mayRestoreScroll()).toBe(true)
  })

  test('a page scrolled before the first render stays put; later navigations restore as usual', () => {
    let scrollY = 1800
    const mayRestoreScroll = leaveEarlyScrollAlone(() => scrollY)
    expect(mayRestoreScroll()).toBe(false)
    expect(mayRestoreScroll()).toBe(true)
    scrollY = 0
    expect(mayRestoreScroll()).toBe(true)
  })
})
