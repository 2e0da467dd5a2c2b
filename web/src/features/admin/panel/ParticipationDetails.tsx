import type { EventType } from '@club/api/shared/constants'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatDateTime } from '../../../lib/dates'
import { EventTypeSelect } from '../EventTypeSelect'
import { adminParticipationQuery } from '../queries'
import { DownloadCsv } from './DownloadCsv'
import { PagedTable } from './PagedTable'

const dash = (value: string | number | null) => value ?? '—'
const COLUMNS = [
  'Student',
  'Enrollment no.',
  'Branch',
  'Graduation year',
  'Level',
  'EXP',
  'Event',
  'Event type',
  'Event date',
]

/**
 * Participation Details tab: who registered for what (GET /api/admin/registrations), newest
 * first, filtered by event type (the event types of docs/product.md#limits-and-constants, or All), with a CSV of the whole filter.
 */
export function ParticipationDetails() {
  const id = useId()
  const [filter, setFilter] = useState<{ type: EventType | null; page: number }>({ type: null, page: 1 })
  const rows = useQuery({ ...adminParticipationQuery(filter.page, filter.type), placeholderData: keepPreviousData })

  return (
    <div className="admin-tab">
      <div className="tab-toolbar">
        <EventTypeSelect
          id={`${id}-type`}
          label="Event type"
          noneLabel="All"
          value={filter.type}
          onChange={(type) => setFilter({ type, page: 1 })}
        />
        <DownloadCsv type={filter.type} disabled={!rows.data || rows.data.total === 0} />
      </div>
      <PagedTable
        query={rows}
        noun={['registration', 'registrations']}
        columns={COLUMNS}
        caption={`Registrations${filter.type ? ` for ${filter.type} events` : ''}, newest first`}
        empty={
          <>
            <p>{filter.type ? `No registrations for ${filter.type} events yet.` : 'No registrations yet.'}</p>
            {filter.type && (
              <button type="button" className="button ghost small" onClick={() => setFilter({ type: null, page: 1 })}>
                Show all event types
              </button>
            )}
          </>
        }
        row={(row) => (
          <tr key={row._id}>
            <th scope="row">{row.user.username}</th>
            <td>{dash(row.user.enrollmentNumber)}</td>
            <td>{dash(row.user.branch)}</td>
            <td>{dash(row.user.graduationYear)}</td>
            <td className="number">{row.user.level}</td>
            <td className="number">{row.user.exp}</td>
            <td>
              {row.event.name}
              {row.event.isDeleted && <span className="muted"> (deleted)</span>}
            </td>
            <td>{dash(row.event.type)}</td>
            <td>{formatDateTime(row.event.date)}</td>
          </tr>
        )}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      />
    </div>
  )
}
