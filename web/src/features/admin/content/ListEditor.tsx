import type { ReactNode } from 'react'

/**
 * An editable list for the Content tab: each entry in its own fieldset with Move up, Move down
 * and Remove, and an Add button while the list has room. `label` names an entry for screen readers
 * and on its buttons ("Question 2").
 */
export function ListEditor<T>({
  items,
  onChange,
  blank,
  max,
  min = 0,
  label,
  addLabel,
  children,
}: {
  items: T[]
  onChange: (items: T[]) => void
  blank: () => T
  max: number
  min?: number
  label: (item: T, index: number) => string
  addLabel: string
  children: (item: T, update: (item: T) => void, index: number) => ReactNode
}) {
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    if (item !== undefined) next.splice(to, 0, item)
    onChange(next)
  }
  return (
    <div className="content-list">
      {items.map((item, index) => {
        const name = label(item, index)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the position is what the editor edits
          <fieldset key={index} className="content-entry">
            <legend>{name}</legend>
            {children(item, (updated) => onChange(items.map((old, i) => (i === index ? updated : old))), index)}
            <div className="content-entry-actions">
              <button
                type="button"
                className="button ghost small"
                disabled={index === 0}
                aria-label={`Move ${name} up`}
                onClick={() => move(index, index - 1)}
              >
                Move up
              </button>
              <button
                type="button"
                className="button ghost small"
                disabled={index === items.length - 1}
                aria-label={`Move ${name} down`}
                onClick={() => move(index, index + 1)}
              >
                Move down
              </button>
              <button
                type="button"
                className="button ghost small danger"
                disabled={items.length <= min}
                aria-label={`Remove ${name}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </div>
          </fieldset>
        )
      })}
      {items.length < max ? (
        <button type="button" className="button ghost" onClick={() => onChange([...items, blank()])}>
          {addLabel}
        </button>
      ) : (
        <p className="muted">This list is full ({max} at most).</p>
      )}
    </div>
  )
}
