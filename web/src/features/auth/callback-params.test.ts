import { expect, test } from 'bun:test'
import { captureCallbackParams, heldCallbackParams } from './callback-params'

test('on /auth/callback the token and error are held for the route', () => {
  captureCallbackParams({ pathname: '/auth/callback', search: '?token=a.b.c' })
  expect(heldCallbackParams()).toEqual({ token: 'a.b.c', error: undefined })
  captureCallbackParams({ pathname: '/auth/callback', search: `?error=${'x'.repeat(300)}` })
  expect(heldCallbackParams()?.error).toHaveLength(200)
})

test('any other page, or a callback without either, leaves what is held alone', () => {
  captureCallbackParams({ pathname: '/auth/callback', search: '?token=kept' })
  captureCallbackParams({ pathname: '/login', search: '?token=other' })
  captureCallbackParams({ pathname: '/auth/callback', search: '?utm=1' })
  captureCallbackParams({ pathname: '/auth/callback', search: '' })
  expect(heldCallbackParams()).toEqual({ token: 'kept', error: undefined })
})
