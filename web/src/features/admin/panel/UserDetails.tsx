import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { adminUsersQuery } from '../queries'
import { MemberExp } from './MemberExp'
import { PagedTable } from './PagedTable'
import { useDebouncedValue } from './use-debounced-value'

const COLUMNS = ['Username', 'Email', 'College', 'Branch', 'Graduation year', 'Phone', 'Level', 'Rank', 'EXP', 'Role']
const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value

/**
 * An email wraps before its @ first; on a desktop, where the table must fit the screen, a longer part
 * wraps too (the long-text class, admin-panel.css).
 */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/**
 * User Details tab: every member (GET /api/admin/users), newest first, searchable, page by page;
 * each opens their EXP history and Adjust EXP.
 */
export function UserDetails() {
  const id = useId()
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim())
  // A new search starts at page 1: the page is remembered together with the search it belongs to.
  const [paging, setPaging] = useState({ search, page: 1 })
  const page = paging.search === search ? paging.page : 1
  const users = useQuery({ ...adminUsersQuery(page, search), placeholderData: keepPreviousData })
  const [member, setMember] = useState<{ _id: string; username: string } | null>(null)

  return (
    <div className="admin-tab">
      <div className="tab-toolbar">
        <div className="field">
          <label htmlFor={`${id}-search`}>Search users</label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            maxLength={100}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={`${id}-hint`} className="hint">
            By username, email or college.
          </p>
        </div>
      </div>
      <PagedTable
        query={users}
        noun={['user', 'users']}
        columns={COLUMNS}
        caption="Users, newest first"
        empty={
          <>
            <p>{search ? `No users match “${search}”.` : 'No users yet.'}</p>
            {search && (
              <button type="button" className="button ghost small" onClick={() => setTyped('')}>
                Clear search
              </button>
            )}
          </>
        }
        row={(user) => (
          <tr key={user._id}>
            <th scope="row">
              {/* First, so a phone reaches it without swiping the table sideways. */}
              <span className="user-cell">
                <span className="long-text">{user.username}</span>
                <button type="button" className="button ghost small" onClick={() => setMember(user)}>
                  EXP<span className="sr-only"> of {user.username}</span>
                </button>
              </span>
            </th>
            <td className="long-text">{breakableEmail(user.email)}</td>
            <td className="long-text">{dash(user.college)}</td>
            <td className="long-text">{dash(user.branch)}</td>
            <td>{dash(user.graduationYear)}</td>
            <td className="nowrap">{dash(user.phoneNumber)}</td>
            <td className="number">{user.level}</td>
            <td>{user.rank}</td>
            <td className="number">{user.exp}</td>
            <td>{user.role === 'admin' ? 'Admin' : 'Member'}</td>
          </tr>
        )}
        onPage={(next) => setPaging({ search, page: next })}
      />
      {member && <MemberExp user={member} onClose={() => setMember(null)} />}
    </div>
  )
}
