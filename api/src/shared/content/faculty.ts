/** The faculty council of the landing page. */
import type { FacultyMember } from './types'

export const DEFAULT_FACULTY: FacultyMember[] = [
  {
    name: 'Dr. Sunita Rawat',
    title: 'Faculty Coordinator',
    department: 'Department of Computer Science and Engineering',
    photoUrl: '/images/faculty/sunita-rawat.svg',
  },
  {
    name: 'Dr. Vikram Khanna',
    title: 'Faculty Advisor',
    department: 'Department of Information Technology',
    photoUrl: '/images/faculty/vikram-khanna.svg',
  },
]
