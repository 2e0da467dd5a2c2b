import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * True while the page is drawn on the server and while the browser takes that drawing over
 * (hydration), false from then on (docs/first-view.md). What depends on the moment it is drawn
 * (a countdown) shows the server's moment then, so both drawings agree, and its own clock after.
 */
export const useServerDrawn = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  )

/**
 * False in the server's drawing and until the app has taken it over, true from then on. A form
 * the server draws keeps its submit button `disabled` until then (docs/first-view.md#forms): a
 * click or an Enter before the app listens would have the browser submit the form itself, to the
 * page's own address with the fields in it.
 */
export const useHydrated = () => !useServerDrawn()

/**
 * What was typed (or filled in by a password manager) into a form drawn by the server before the
 * app took it over: handed to the form's state once, as the app takes over, before its first
 * render would put the state's empty values back into the fields.
 */
export function useTypedBeforeTakeover(
  form: RefObject<HTMLFormElement | null>,
  fields: Record<string, (value: string) => void>,
) {
  // Once, at the takeover: the fields' setters change identity with every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    for (const [name, set] of Object.entries(fields)) {
      const field = form.current?.elements.namedItem(name)
      if (field instanceof HTMLInputElement && field.value) set(field.value)
    }
  }, [])
}
