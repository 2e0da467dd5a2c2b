import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useDocumentTitle } from '../../components/use-document-title'
import { AboutSection } from './AboutSection'
import { FacultyCouncil } from './FacultyCouncil'
import { Hero } from './Hero'
import { LazyCarousel, LazyContactForm, LazyFaq } from './lazy'
import { StayTunedBlock } from './StayTunedBlock'
import { WhenVisible } from './WhenVisible'
import './landing.css'

/**
 * The landing page, served at / and at /about (docs/product.md#public-pages: the same page). At /about it opens at the
 * About section. Everything above the FAQ is in the first download; the carousel, the FAQ and
 * the contact form load when the reader gets near them.
 */
export function LandingPage({ openAt }: { openAt?: 'about' }) {
  useDocumentTitle(openAt === 'about' ? 'About' : undefined)
  const router = useRouter()
  useEffect(() => {
    if (!openAt) return
    const scroll = () => document.getElementById(openAt)?.scrollIntoView({ block: 'start' })
    scroll()
    // The router resets the scroll once the page has rendered; open at the section after that.
    const stop = router.subscribe('onRendered', (event) => {
      stop()
      if (event.toLocation.pathname === `/${openAt}` && !event.toLocation.hash) scroll()
    })
    return stop
  }, [openAt, router])

  return (
    <>
      <Hero />
      <StayTunedBlock />
      <AboutSection />
      <FacultyCouncil />
      <section className="section" aria-labelledby="past-events-title">
        <div className="section-head">
          <p className="eyebrow">Rewind</p>
          <h2 id="past-events-title">Past events</h2>
          <p>Gameathons, workshops, tournaments and talks from the last seasons.</p>
        </div>
        <WhenVisible className="carousel-slot">
          <LazyCarousel />
        </WhenVisible>
      </section>
      <section className="section" aria-labelledby="faq-title">
        <div className="section-head">
          <p className="eyebrow">Good to know</p>
          <h2 id="faq-title">Frequently asked questions</h2>
        </div>
        <WhenVisible className="faq-slot">
          <LazyFaq />
        </WhenVisible>
      </section>
      <section className="section contact-section" aria-labelledby="contact-title">
        <div className="section-head">
          <p className="eyebrow">Say hello</p>
          <h2 id="contact-title">Contact us</h2>
          <p>
            Questions, ideas for an event, or a studio that wants to team up? Write to us and the committee will reply.
          </p>
        </div>
        <WhenVisible className="contact-slot">
          <LazyContactForm />
        </WhenVisible>
      </section>
    </>
  )
}
