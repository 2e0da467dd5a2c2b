import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { LoadFailed } from '../../../components/LoadFailed'
import { countOf, type Noun, Pagination } from './Pagination'
import { TableScroll } from './TableScroll'

/** One page of an admin list, as the admin routes return it. */
interface ListPage<Item> {
  items: Item[]
  page: number
  pageSize: number
  total: number
}

/**
 * A paginated admin table with all its states: loading, failed (with Try again), empty (with a
 * way back), and the table itself, dimmed while the next page loads, with a count for screen
 * readers. User Details and Participation Details are both one of these.
 */
export function PagedTable<Item>({
  query,
  noun,
  columns,
  caption,
  empty,
  row,
  onPage,
}: {
  query: UseQueryResult<ListPage<Item>>
  /** Lower case, singular and plural: ['user', 'users'] ("Loading users…", "1 user found", "12 users found"). */
  noun: Noun
  columns: readonly string[]
  caption: string
  /** What an empty result says, and how to widen it. */
  empty: ReactNode
  /** One `<tr>` (with its key) per item. */
  row: (item: Item) => ReactNode
  onPage: (page: number) => void
}) {
  const id = useId()
  const data = query.data
  return (
    <>
      <p className="sr-only" role="status">
        {query.isFetching ? `Loading ${noun[1]}…` : data ? `${countOf(data.total, noun)} found` : ''}
      </p>
      {query.isPending ? (
        <p className="muted">Loading {noun[1]}…</p>
      ) : !data ? (
        <LoadFailed message={`Failed to load ${noun[1]}. Check your connection, then try again.`} query={query} />
      ) : data.items.length === 0 ? (
        <div className="tab-empty">{empty}</div>
      ) : (
        <>
          <TableScroll labelledBy={`${id}-caption`}>
            <table className={query.isPlaceholderData ? 'data-table stale' : 'data-table'}>
              <caption id={`${id}-caption`} className="sr-only">
                {caption}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{data.items.map(row)}</tbody>
            </table>
          </TableScroll>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun={noun}
            onPage={onPage}
            label={`Pages of ${noun[1]}`}
          />
        </>
      )}
    </>
  )
}
