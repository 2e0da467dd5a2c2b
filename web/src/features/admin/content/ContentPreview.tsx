import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { ContentSection, SiteContent } from '../../../../../api/src/shared/content/types'
import { putAnswer } from '../../../api/after-write'
import { contentQuery } from '../../../content/site-content'
import { GalleryPhoto } from '../../gallery/ui'
import { AboutSection, FacultyCouncil, LazyCarousel, LazyFaq } from '../../landing/ui'
import { TeamGroups } from '../../team/ui'

/**
 * The section as visitors will see it, drawn by the public pages' own components: they read the
 * content through useContentSection, so a private QueryClient holding the draft makes them show
 * it (nothing is fetched, nothing reaches the app's cache).
 */
export function ContentPreview({ content, section }: { content: SiteContent; section: ContentSection }) {
  // One client for the preview's life: a mounted useQuery keeps the client it started with, so
  // the draft goes into this one as it changes.
  const [client] = useState(() => {
    const preview = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } },
    })
    putAnswer(preview, contentQuery.queryKey, content)
    return preview
  })
  useEffect(() => putAnswer(client, contentQuery.queryKey, content), [client, content])
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p className="muted">Loading the preview…</p>}>
        <div className="content-preview-body">{preview(section, content)}</div>
      </Suspense>
    </QueryClientProvider>
  )
}

function preview(section: ContentSection, content: SiteContent) {
  switch (section) {
    case 'about':
      return <AboutSection />
    case 'faculty':
      return content.faculty.length ? <FacultyCouncil /> : <p className="muted">No faculty council is shown.</p>
    case 'faq':
      return <LazyFaq />
    case 'pastEvents':
      return content.pastEvents.length ? <LazyCarousel /> : <p className="muted">No past events are shown.</p>
    case 'team':
      return <TeamGroups idPrefix="preview-team" />
    case 'gallery':
      return (
        <ul className="gallery-grid">
          {content.gallery.map((photo) => (
            <li key={`${photo.url} ${photo.alt}`}>
              <GalleryPhoto photo={photo} eager />
            </li>
          ))}
        </ul>
      )
    case 'links':
      return (
        <ul className="content-preview-links">
          {Object.entries(content.links)
            .filter(([, url]) => url)
            .map(([name, url]) => (
              <li key={name}>
                {name}: <a href={url}>{url}</a>
              </li>
            ))}
        </ul>
      )
  }
}
