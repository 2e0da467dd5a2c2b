import { useId, useState } from 'react'
import { FAQ } from '../../content/faq'
import './faq.css'

/** docs/product.md#public-pages: five questions; opening one closes the others (at most one answer open at a time). */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <div className="faq">
      {FAQ.map((item, index) => {
        const expanded = open === index
        const questionId = `${id}-question-${index}`
        const answerId = `${id}-answer-${index}`
        return (
          <div key={item.question} className={expanded ? 'faq-item open' : 'faq-item'}>
            <h3 className="faq-question">
              <button
                type="button"
                id={questionId}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq-toggle" aria-hidden="true" />
              </button>
            </h3>
            <section id={answerId} aria-labelledby={questionId} className="faq-answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
