import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { contentEtag } from '../../../../../api/src/shared/content/limits'
import type { ContentSection, SiteContent, SiteContentSections } from '../../../../../api/src/shared/content/types'
import { putAnswer } from '../../../api/after-write'
import { api } from '../../../api/client'
import { serverMessage, unwrap } from '../../../api/errors'
import { LoadFailed } from '../../../components/LoadFailed'
import { contentQuery } from '../../../content/site-content'
import { ContentPreview } from './ContentPreview'
import { AboutForm, FacultyForm, FaqForm, GalleryForm, LinksForm, PastEventsForm, TeamForm } from './SectionForms'
import './content.css'

const SECTIONS: { key: ContentSection; label: string; where: string }[] = [
  { key: 'about', label: 'About', where: 'The home page: the counters and what the club does.' },
  { key: 'faculty', label: 'Faculty', where: 'The home page: the faculty council.' },
  { key: 'faq', label: 'FAQ', where: 'The home page: the questions visitors ask.' },
  { key: 'team', label: 'Team', where: '/team: the people of the club, group by group.' },
  { key: 'gallery', label: 'Gallery', where: '/gallery: the orientation photos.' },
  { key: 'pastEvents', label: 'Past events', where: 'The home page: the carousel of past events.' },
  { key: 'links', label: 'Links', where: 'The home page’s buttons and the footer’s social links.' },
]

/** A section being edited, with the version of the content it was started from (for If-Match). */
type Draft<S extends ContentSection = ContentSection> = { value: SiteContentSections[S]; version: number }

/**
 * /admin → Content (docs/content.md): the committee edits each section of the public pages in a
 * form, sees it as visitors will in the preview beside it, and saves it; visitors see it on their
 * next visit, offline copies included, without a rebuild. Two committee members saving the same
 * content: the second is told to reload rather than overwriting the first (412).
 */
export function ContentEditor() {
  const content = useQuery({ ...contentQuery, refetchOnMount: 'always' })
  const queryClient = useQueryClient()
  const [section, setSection] = useState<ContentSection>('about')
  const [drafts, setDrafts] = useState<Partial<Record<ContentSection, Draft>>>({})
  const unsaved = Object.keys(drafts) as ContentSection[]

  useEffect(() => {
    if (unsaved.length === 0) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved.length])

  const save = useMutation({
    mutationFn: async ({ key, draft }: { key: ContentSection; draft: Draft }) =>
      unwrap(
        await api.admin
          .content({ section: key })
          .put({ [key]: draft.value } as never, { headers: { 'if-match': contentEtag(draft.version) } }),
      ) as SiteContent,
    onSuccess: (saved, { key }) => {
      putAnswer<SiteContent>(queryClient, contentQuery.queryKey, saved)
      setDrafts(({ [key]: _, ...rest }) => rest)
    },
  })

  if (content.isPending) return <p className="muted">Loading the content…</p>
  if (content.isError && !content.data)
    return (
      <LoadFailed
        message={serverMessage(
          content.error,
          'The content could not be loaded. Check your connection, then try again.',
        )}
        query={content}
      />
    )
  const current = content.data
  const draft = drafts[section]
  const value = (draft?.value ?? current[section]) as SiteContentSections[typeof section]
  const edit = (next: SiteContentSections[ContentSection]) => {
    save.reset()
    setDrafts((all) => ({ ...all, [section]: { value: next, version: draft?.version ?? current.version } }))
  }
  const meta = SECTIONS.find((s) => s.key === section)!
  const forms: Record<ContentSection, ReactNode> = {
    about: <AboutForm value={value as SiteContentSections['about']} onChange={edit} />,
    faculty: <FacultyForm value={value as SiteContentSections['faculty']} onChange={edit} />,
    faq: <FaqForm value={value as SiteContentSections['faq']} onChange={edit} />,
    team: <TeamForm value={value as SiteContentSections['team']} onChange={edit} />,
    gallery: <GalleryForm value={value as SiteContentSections['gallery']} onChange={edit} />,
    pastEvents: <PastEventsForm value={value as SiteContentSections['pastEvents']} onChange={edit} />,
    links: <LinksForm value={value as SiteContentSections['links']} onChange={edit} />,
  }

  return (
    <section className="content-editor" aria-labelledby="content-title">
      <h2 id="content-title">Content</h2>
      <p className="muted">
        What the public pages show. Change a section, check the preview, then save: visitors see it the next time they
        open the page. docs/content.md in the repository explains each section.
      </p>
      <nav aria-label="Sections" className="content-sections">
        {SECTIONS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className={key === section ? 'button small' : 'button ghost small'}
            aria-pressed={key === section}
            onClick={() => setSection(key)}
          >
            {label}
            {drafts[key] ? ' (not saved)' : ''}
          </button>
        ))}
      </nav>
      <p>{meta.where}</p>
      <form
        className="content-form"
        aria-label={`Edit ${meta.label}`}
        onSubmit={(event) => {
          event.preventDefault()
          if (draft && !save.isPending) save.mutate({ key: section, draft })
        }}
      >
        {forms[section]}
        <div className="content-save">
          <button type="submit" className="button" disabled={!draft || save.isPending}>
            {save.isPending ? 'Saving…' : `Save ${meta.label}`}
          </button>
          {draft && (
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                save.reset()
                setDrafts(({ [section]: _, ...rest }) => rest)
              }}
            >
              Discard changes
            </button>
          )}
        </div>
        {save.isError ? (
          <p className="alert error" role="alert">
            {serverMessage(save.error, 'The section was not saved. Check your connection, then try again.')}
          </p>
        ) : (
          <p role="status" className="setting-saved">
            {save.isSuccess && !draft ? `${meta.label} saved. Visitors see it the next time they open the page.` : ''}
          </p>
        )}
      </form>
      <section className="content-preview" aria-label={`Preview of ${meta.label}`}>
        <h3>Preview</h3>
        <ContentPreview section={section} content={{ ...current, [section]: value }} />
      </section>
    </section>
  )
}
