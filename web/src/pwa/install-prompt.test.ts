import { expect, test } from 'bun:test'
import { installOffer, isIosSafari } from './install-prompt'

const base = { standalone: false, installed: false, promptAvailable: false, iosSafari: false }

test('the button appears only when the browser offers installation', () => {
  expect(installOffer({ ...base, promptAvailable: true })).toBe('button')
  expect(installOffer(base)).toBe('none')
})

test('iOS Safari gets the Add to Home Screen instructions instead', () => {
  expect(installOffer({ ...base, iosSafari: true })).toBe('ios-instructions')
})

test('nothing is offered once installed or running as the installed app', () => {
  expect(installOffer({ ...base, promptAvailable: true, standalone: true })).toBe('none')
  expect(installOffer({ ...base, iosSafari: true, standalone: true })).toBe('none')
  expect(installOffer({ ...base, promptAvailable: true, installed: true })).toBe('none')
})

test('recognises Safari on iPhone and iPad, not other iOS browsers or Android', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const ipadOs =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
  const chromeIos =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1'
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
  expect(isIosSafari(iphone, 5)).toBe(true)
  expect(isIosSafari(ipadOs, 5)).toBe(true)
  expect(isIosSafari(ipadOs, 0)).toBe(false) // a real Mac
  expect(isIosSafari(chromeIos, 5)).toBe(false)
  expect(isIosSafari(android, 5)).toBe(false)
})
