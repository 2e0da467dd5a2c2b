import { useId, useState } from 'react'
import { DEFAULT_FAQ } from '../../../../api/src/shared/content/faq'
import { useContentSection } from '../../content/site-content'
import './faq.css'

/** docs/product.md#public-pages: five questions; opening one closes the others (at most one answer open at a time). */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null)
  const faq = useContentSection('faq', DEFAULT_FAQ)
  const id = useId()
  return (
    <div className="faq">
      {faq.map((item, index) => {
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
