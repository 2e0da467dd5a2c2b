/**
 * For component tests: the component rendered to HTML (no effects run, as on a first paint),
 * parsed into a DOM of its own (happy-dom, not installed globally, so other tests see no window),
 * with Testing Library's queries bound to it. Tests then ask what a person or a screen reader
 * finds (a status, a button named Try again, an image with its alt text), not how the HTML is
 * spelled.
 */
import { within } from '@testing-library/dom'
import { Window } from 'happy-dom'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export function renderStatic(element: ReactElement) {
  const window = new Window()
  const container = window.document.createElement('div')
  container.innerHTML = renderToStaticMarkup(element)
  window.document.body.appendChild(container)
  const root = container as unknown as HTMLElement
  return { container: root, ...within(root) }
}
