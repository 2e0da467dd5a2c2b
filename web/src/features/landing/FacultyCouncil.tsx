import { DEFAULT_FACULTY } from '../../../../api/src/shared/content/faculty'
import { useContentSection } from '../../content/site-content'
import { pictureProps } from '../../lib/picture'
import './landing.css'

export function FacultyCouncil() {
  const faculty = useContentSection('faculty', DEFAULT_FACULTY)
  if (faculty.length === 0) return null
  return (
    <section className="section" aria-labelledby="faculty-title">
      <div className="section-head">
        <p className="eyebrow">Our mentors</p>
        <h2 id="faculty-title">Faculty council</h2>
        <p>The faculty members who guide the club and stand behind its events.</p>
      </div>
      <ul className="faculty-grid">
        {faculty.map((member) => (
          <li key={member.name} className="faculty-card">
            <img
              {...pictureProps(member.photoUrl, { widths: [256], sizes: '112px' })}
              alt={`Portrait of ${member.name}`}
              width="112"
              height="112"
              loading="lazy"
              decoding="async"
            />
            <div>
              <h3>{member.name}</h3>
              <p className="faculty-title">{member.title}</p>
              <p className="muted">{member.department}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
