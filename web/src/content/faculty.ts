/** The faculty council shown on the landing page. Photos live in web/public/images/faculty/. */

export interface FacultyMember {
  name: string
  /** Their role in the club, e.g. Faculty Coordinator. */
  title: string
  department: string
  /** A path under web/public, e.g. /images/faculty/jane-doe.webp; a square picture of at least 160×160. */
  photo: string
}

export const FACULTY: FacultyMember[] = [
  {
    name: 'Dr. Sunita Rawat',
    title: 'Faculty Coordinator',
    department: 'Department of Computer Science and Engineering',
    photo: '/images/faculty/sunita-rawat.svg',
  },
  {
    name: 'Dr. Vikram Khanna',
    title: 'Faculty Advisor',
    department: 'Department of Information Technology',
    photo: '/images/faculty/vikram-khanna.svg',
  },
]
