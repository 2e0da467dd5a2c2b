import { expect, test } from 'bun:test'
import { DEFAULT_CONTENT } from '../../../../../api/src/shared/content/defaults'
import { renderStatic } from '../../../testing/render-static'
import { ContentPreview } from './ContentPreview'

test('the preview draws the draft, not the saved content', () => {
  const content = {
    version: 3,
    ...DEFAULT_CONTENT,
    about: { ...DEFAULT_CONTENT.about, counters: [{ label: 'Games shipped', value: 12, suffix: '' }] },
  }
  const view = renderStatic(<ContentPreview section="about" content={content} />)
  expect(view.getByText('Games shipped')).toBeTruthy()
})
