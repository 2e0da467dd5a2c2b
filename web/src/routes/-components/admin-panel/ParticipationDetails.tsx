import { EVENT_TYPES, type EventType } from '@club/api/shared/constants'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { adminParticipationQuery } from '../../../api/queries'
import { formatDate } from '../../../lib/dates'
import { DownloadCsv } from './DownloadCsv'
import { Pagination } from './Pagination'
import { LoadFailed } from './states'
import { TableScroll } from './TableScroll'

const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value)
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
 * first, filtered by event type (SPEC §9's types, or All), with a CSV of the whole filter.
 */
export function ParticipationDetails() {
  const id = useId()
  const [filter, setFilter] = useState<{ type: EventType | null; page: number }>({ type: null, page: 1 })
  const rows = useQuery({ ...adminParticipationQuery(filter.page, filter.type), placeholderData: keepPreviousData })
  const data = rows.data

  return (
    <div className="admin-tab">
      <div className="tab-toolbar">
        <div className="field">
          <label htmlFor={`${id}-type`}>Event type</label>
          <select
            id={`${id}-type`}
            value={filter.type ?? ''}
            onChange={(event) =>
              setFilter({ type: isEventType(event.target.value) ? event.target.value : null, page: 1 })
            }
          >
            <option value="">All</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <DownloadCsv type={filter.type} disabled={!data || data.total === 0} />
      </div>
      <p className="sr-only" role="status">
        {rows.isFetching ? 'Loading registrations…' : data ? `${data.total} registrations found` : ''}
      </p>
      {rows.isPending ? (
        <p className="muted">Loading registrations…</p>
      ) : !data ? (
        <LoadFailed what="registrations" retry={() => void rows.refetch()} />
      ) : data.items.length === 0 ? (
        <div className="tab-empty">
          <p>{filter.type ? `No registrations for ${filter.type} events yet.` : 'No registrations yet.'}</p>
          {filter.type && (
            <button type="button" className="button ghost small" onClick={() => setFilter({ type: null, page: 1 })}>
              Show all event types
            </button>
          )}
        </div>
      ) : (
        <>
          <TableScroll labelledBy={`${id}-caption`}>
            <table className={rows.isPlaceholderData ? 'data-table stale' : 'data-table'}>
              <caption id={`${id}-caption`} className="sr-only">
                Registrations{filter.type ? ` for ${filter.type} events` : ''}, newest first
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
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
                    <td>{formatDate(row.event.date)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="registrations"
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
            label="Pages of registrations"
          />
        </>
      )}
    </div>
  )
}
