/**
 * The forms of the Content tab, one per section (docs/content.md). Each edits a copy of its
 * section (`value`, `onChange`); nothing is sent before Save. Limits are the API's
 * (api/src/shared/content/limits.ts): counted under each field, refused by the server with the
 * field named if passed anyway.
 */
import { useId } from 'react'
import { CONTENT_LIMITS as L } from '../../../../../api/src/shared/content/limits'
import {
  ACTIVITY_ICONS,
  type Activity,
  type ContentSection,
  type SiteContentSections,
  TEAM_GROUPS,
  TEAM_ROLES,
  type TeamGroupContent,
  type TeamMember,
} from '../../../../../api/src/shared/content/types'
import { CharacterCount } from '../../../components/CharacterCount'
import { Field } from '../../../components/Field'
import { ListEditor } from './ListEditor'
import { PictureField } from './PictureField'

type FormProps<S extends ContentSection> = {
  value: SiteContentSections[S]
  onChange: (value: SiteContentSections[S]) => void
}

function TextArea({
  label,
  value,
  onChange,
  limit,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  limit: number
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <CharacterCount id={`${id}-count`} value={value} limit={limit} />
    </div>
  )
}

function Text({
  label,
  value,
  onChange,
  limit,
  type = 'text',
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  limit: number
  type?: 'text' | 'url'
  hint?: string
}) {
  const id = useId()
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      type={type}
      value={value}
      limit={limit}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly T[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}

const HTTPS = 'A full address starting with https://'

export function AboutForm({ value, onChange }: FormProps<'about'>) {
  return (
    <>
      <h3>Counters</h3>
      <ListEditor
        items={value.counters}
        onChange={(counters) => onChange({ ...value, counters })}
        blank={() => ({ label: '', value: 0, suffix: '+' })}
        min={L.about.counters.min}
        max={L.about.counters.max}
        label={(counter, i) => counter.label || `Counter ${i + 1}`}
        addLabel="Add a counter"
      >
        {(counter, update) => (
          <div className="content-row">
            <Text
              label="Label"
              value={counter.label}
              limit={L.about.counter.label.max}
              onChange={(label) => update({ ...counter, label })}
            />
            <NumberField
              label="Number"
              value={counter.value}
              max={L.about.counter.value.max}
              onChange={(n) => update({ ...counter, value: n })}
            />
            <Text
              label="After the number"
              hint="e.g. +"
              value={counter.suffix}
              limit={L.about.counter.suffix.max}
              onChange={(suffix) => update({ ...counter, suffix })}
            />
          </div>
        )}
      </ListEditor>
      <h3>What the club does</h3>
      <ListEditor
        items={value.activities}
        onChange={(activities) => onChange({ ...value, activities })}
        blank={(): Activity => ({ title: '', text: '', icon: 'controller' })}
        min={L.about.activities.min}
        max={L.about.activities.max}
        label={(activity, i) => activity.title || `Activity ${i + 1}`}
        addLabel="Add an activity"
      >
        {(activity, update) => (
          <>
            <Text
              label="Title"
              value={activity.title}
              limit={L.about.activity.title.max}
              onChange={(title) => update({ ...activity, title })}
            />
            <TextArea
              label="Text"
              value={activity.text}
              limit={L.about.activity.text.max}
              onChange={(text) => update({ ...activity, text })}
            />
            <Choice
              label="Icon"
              value={activity.icon}
              options={ACTIVITY_ICONS}
              onChange={(icon) => update({ ...activity, icon })}
            />
          </>
        )}
      </ListEditor>
    </>
  )
}

function NumberField({
  label,
  value,
  max,
  onChange,
}: {
  label: string
  value: number
  max: number
  onChange: (n: number) => void
}) {
  const id = useId()
  return (
    <Field
      id={id}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  )
}

export function FacultyForm({ value, onChange }: FormProps<'faculty'>) {
  return (
    <ListEditor
      items={value}
      onChange={onChange}
      blank={() => ({ name: '', title: '', department: '', photoUrl: '' })}
      max={L.faculty.entries.max}
      label={(member, i) => member.name || `Faculty member ${i + 1}`}
      addLabel="Add a faculty member"
    >
      {(member, update) => (
        <>
          <Text
            label="Name"
            value={member.name}
            limit={L.faculty.name.max}
            onChange={(name) => update({ ...member, name })}
          />
          <Text
            label="Role in the club"
            hint="e.g. Faculty Coordinator"
            value={member.title}
            limit={L.faculty.title.max}
            onChange={(title) => update({ ...member, title })}
          />
          <Text
            label="Department"
            value={member.department}
            limit={L.faculty.department.max}
            onChange={(department) => update({ ...member, department })}
          />
          <PictureField
            label={`Photo of ${member.name || 'this faculty member'}`}
            url={member.photoUrl}
            square
            onChange={(photoUrl) => update({ ...member, photoUrl })}
          />
        </>
      )}
    </ListEditor>
  )
}

export function FaqForm({ value, onChange }: FormProps<'faq'>) {
  return (
    <ListEditor
      items={value}
      onChange={onChange}
      blank={() => ({ question: '', answer: '' })}
      min={L.faq.entries.min}
      max={L.faq.entries.max}
      label={(_, i) => `Question ${i + 1}`}
      addLabel="Add a question"
    >
      {(item, update) => (
        <>
          <Text
            label="Question"
            value={item.question}
            limit={L.faq.question.max}
            onChange={(question) => update({ ...item, question })}
          />
          <TextArea
            label="Answer"
            value={item.answer}
            limit={L.faq.answer.max}
            onChange={(answer) => update({ ...item, answer })}
          />
        </>
      )}
    </ListEditor>
  )
}

/** Every group of TEAM_GROUPS, in its order; an empty group is not shown on /team. */
export function TeamForm({ value, onChange }: FormProps<'team'>) {
  const groups: TeamGroupContent[] = TEAM_GROUPS.map(
    (group) => value.find((entry) => entry.group === group) ?? { group, members: [] },
  )
  return (
    <>
      {groups.map(({ group, members }) => (
        <section key={group} className="content-group" aria-label={group}>
          <h3>
            {group} <span className="muted">({members.length})</span>
          </h3>
          <ListEditor
            items={members}
            onChange={(next) =>
              onChange(groups.map((entry) => (entry.group === group ? { group, members: next } : entry)))
            }
            blank={(): TeamMember => ({
              name: '',
              role: 'Game Dev',
              photoUrl: '',
              linkedin: '',
              instagram: '',
              github: '',
            })}
            max={L.team.members.max}
            label={(member, i) => member.name || `${group}: member ${i + 1}`}
            addLabel={`Add a member to ${group}`}
          >
            {(member, update) => (
              <>
                <Text
                  label="Name"
                  value={member.name}
                  limit={L.team.name.max}
                  onChange={(name) => update({ ...member, name })}
                />
                <Choice
                  label="Role"
                  value={member.role}
                  options={TEAM_ROLES}
                  onChange={(role) => update({ ...member, role })}
                />
                <PictureField
                  label={`Photo of ${member.name || 'this member'}`}
                  url={member.photoUrl}
                  square
                  optional
                  onChange={(photoUrl) => update({ ...member, photoUrl })}
                />
                {(['linkedin', 'instagram', 'github'] as const).map((network) => (
                  <Text
                    key={network}
                    type="url"
                    label={{ linkedin: 'LinkedIn', instagram: 'Instagram', github: 'GitHub' }[network]}
                    hint={`${HTTPS}, or empty`}
                    value={member[network]}
                    limit={L.link.max}
                    onChange={(url) => update({ ...member, [network]: url })}
                  />
                ))}
              </>
            )}
          </ListEditor>
        </section>
      ))}
    </>
  )
}

export function GalleryForm({ value, onChange }: FormProps<'gallery'>) {
  return (
    <ListEditor
      items={value}
      onChange={onChange}
      blank={() => ({ url: '', alt: '', width: 0, height: 0 })}
      max={L.gallery.entries.max}
      label={(_, i) => `Photo ${i + 1}`}
      addLabel="Add a photo"
    >
      {(photo, update, i) => (
        <>
          <PictureField label={`Photo ${i + 1}`} url={photo.url} onChange={(url) => update({ ...photo, url })} />
          <TextArea
            label="What the photo shows (for people who cannot see it)"
            value={photo.alt}
            limit={L.gallery.alt.max}
            onChange={(alt) => update({ ...photo, alt })}
          />
        </>
      )}
    </ListEditor>
  )
}

export function PastEventsForm({ value, onChange }: FormProps<'pastEvents'>) {
  return (
    <ListEditor
      items={value}
      onChange={onChange}
      blank={() => ({ url: '', alt: '', title: '', date: '', width: 0, height: 0 })}
      max={L.pastEvents.entries.max}
      label={(event, i) => event.title || `Past event ${i + 1}`}
      addLabel="Add a past event"
    >
      {(event, update, i) => (
        <>
          <Text
            label="Event"
            value={event.title}
            limit={L.pastEvents.title.max}
            onChange={(title) => update({ ...event, title })}
          />
          <Text
            label="When"
            hint="As people say it, e.g. March 2025"
            value={event.date}
            limit={L.pastEvents.date.max}
            onChange={(date) => update({ ...event, date })}
          />
          <PictureField
            label={`Photo of ${event.title || `past event ${i + 1}`}`}
            url={event.url}
            onChange={(url) => update({ ...event, url })}
          />
          <TextArea
            label="What the photo shows (for people who cannot see it)"
            value={event.alt}
            limit={L.pastEvents.alt.max}
            onChange={(alt) => update({ ...event, alt })}
          />
        </>
      )}
    </ListEditor>
  )
}

const LINKS = [
  ['discord', 'Discord invite (Join Community)', true],
  ['partnerForm', 'Partner form (Become Partner)', true],
  ['instagram', 'Instagram', false],
  ['linkedin', 'LinkedIn', false],
  ['github', 'GitHub', false],
  ['youtube', 'YouTube', false],
] as const

export function LinksForm({ value, onChange }: FormProps<'links'>) {
  return (
    <>
      {LINKS.map(([key, label, required]) => (
        <Text
          key={key}
          type="url"
          label={label}
          hint={required ? HTTPS : `${HTTPS}, or empty to leave it out of the footer`}
          value={value[key]}
          limit={L.link.max}
          onChange={(url) => onChange({ ...value, [key]: url })}
        />
      ))}
    </>
  )
}
