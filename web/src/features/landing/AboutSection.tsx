import { DEFAULT_ABOUT } from '../../../../api/src/shared/content/about'
import { Icon } from '../../components/Icon'
import { useContentSection } from '../../content/site-content'
import { Counter } from './Counter'
import './landing.css'

export function AboutSection() {
  const { counters, activities } = useContentSection('about', DEFAULT_ABOUT)
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="section-head">
        <p className="eyebrow">Who we are</p>
        <h2 id="about-title">About us</h2>
        <p>
          We are a student-run gaming and creator community. Designers, programmers, artists and players meet here to
          learn from each other, build games together and show them to the campus.
        </p>
      </div>
      <dl className="counters">
        {counters.map((counter) => (
          <Counter key={counter.label} {...counter} />
        ))}
      </dl>
      <ul className="activity-grid">
        {activities.map((activity) => (
          <li key={activity.title} className="activity-card">
            <span className="activity-icon">
              <Icon name={activity.icon} />
            </span>
            <h3>{activity.title}</h3>
            <p>{activity.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
