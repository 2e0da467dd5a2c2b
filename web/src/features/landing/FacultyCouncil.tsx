import { FACULTY } from '../../content/faculty'

export function FacultyCouncil() {
  return (
    <section className="section" aria-labelledby="faculty-title">
      <div className="section-head">
        <p className="eyebrow">Our mentors</p>
        <h2 id="faculty-title">Faculty council</h2>
        <p>The faculty members who guide the club and stand behind its events.</p>
      </div>
      <ul className="faculty-grid">
        {FACULTY.map((member) => (
          <li key={member.name} className="faculty-card">
            <img
              src={member.photo}
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
