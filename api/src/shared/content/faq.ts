/** The landing page's FAQ: five questions, answered as docs/product.md#limits-and-constants says. */
import type { Faq } from './types'

export const DEFAULT_FAQ: Faq[] = [
  {
    question: 'Does it cost anything to take part?',
    answer: 'No. Participation is free: joining the club, our events, workshops and contests cost nothing.',
  },
  {
    question: 'Who can join the club?',
    answer: 'The club is open to undergraduate and graduate students, whatever your course or year.',
  },
  {
    question: 'I study at another college. Can I join?',
    answer: 'Yes. Students of other colleges are welcome in our community and at our events.',
  },
  {
    question: 'What do I need to attend an on-campus event from another institution?',
    answer:
      'Students from other institutions need a valid student ID and prior registration for on-campus events. Register for the event first, then bring your ID on the day.',
  },
  {
    question: 'Can our team have members from different colleges?',
    answer: 'Yes. Inter-college teams are allowed in our gameathons and contests.',
  },
]
