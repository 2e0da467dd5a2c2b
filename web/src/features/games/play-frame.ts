/**
 * How a build is framed (docs/product.md#games): the games origin differs from the app's, which is
 * what makes `allow-same-origin` safe beside `allow-scripts` (the frame gets its own origin's
 * storage, so saves work, and still cannot reach the app's). No top navigation, no popups, no forms
 * to the app. A threaded build (SharedArrayBuffer) also needs the `cross-origin-isolated` feature.
 */
export const PLAY_SANDBOX = 'allow-scripts allow-same-origin allow-pointer-lock allow-downloads'

export function playAllow(sharedArrayBuffer: boolean): string {
  return sharedArrayBuffer ? 'fullscreen; gamepad; autoplay; cross-origin-isolated' : 'fullscreen; gamepad; autoplay'
}

/** The CSS aspect ratio of the frame: the build's own size, scaled down to the page's width. */
export function playAspectRatio(width: number, height: number): string {
  const w = Number.isFinite(width) && width > 0 ? width : 960
  const h = Number.isFinite(height) && height > 0 ? height : 600
  return `${w} / ${h}`
}
