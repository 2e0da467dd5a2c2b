import { useCallback, useState } from 'react'

/**
 * Whether a picture failed to load, for a fallback in its place. A picture in the server's first
 * view (docs/first-view.md) starts loading before the app takes the page over, and may have failed
 * before React listened for its error: when the app takes it over, a finished picture is asked
 * whether it can be shown (`decode()` refuses a broken one).
 */
export function useImageFailure() {
  const [failed, setFailed] = useState(false)
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) image.decode().catch(() => setFailed(true))
  }, [])
  const onError = useCallback(() => setFailed(true), [])
  return { failed, imageProps: { ref, onError } }
}
