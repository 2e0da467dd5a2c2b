/**
 * A club a year into its life, written straight into a migrated database in a few statements
 * (signing 5,000 students up through argon2 would take the bench half an hour): `users` students,
 * `events` events spread from ten months ago to three months ahead, and one registration with its
 * EXP award for each of `entries` (student, event) pairs, made at times spread over the last year,
 * so both leaderboard periods have thousands of rows. Every rule the API tests check after each
 * file holds (users.exp is the sum of the ledger; the roster counters match the rows).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'

export interface ClubSize {
  users: number
  events: number
  /** Registrations, each with one ledger entry. At most users × events. */
  entries: number
}

export const REALISTIC: ClubSize = { users: 5_000, events: 200, entries: 100_000 }

export async function seedClubData(db: Db, size: ClubSize = REALISTIC): Promise<void> {
  const { users, events, entries } = size
  if (entries > users * events) throw new Error('more registrations than (student, event) pairs')
  const perUser = Math.ceil(entries / users)
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, username, email)
      select gen_random_uuid(), 'student' || i, 'student' || i || '@club-data.test'
      from generate_series(1, ${users}) as i`)
    await tx.execute(sql`
      insert into events (id, name, description, date, location, points_awarded, type)
      select gen_random_uuid(), 'Club night ' || i,
        'Bring a laptop and an idea; teams of up to four build a small game around a theme, with mentors, snacks, and a showcase at the end.',
        now() - interval '300 days' + i * (interval '400 days' / ${events}),
        'Lab ' || (i % 6 + 1) || ', Computer Science Block', 10 + (i % 5) * 5,
        (array['Hackathon', 'Designathon', 'Gameathon', 'Game Tournament', 'Speaker Session'])[i % 5 + 1]
      from generate_series(1, ${events}) as i`)
    // Student s takes events (s·7 + k·13) mod E for k < perUser: 13 is prime to E (200), so
    // distinct; the first `entries` pairs in (student, k) order are kept.
    await tx.execute(sql`
      with numbered_users as (select id, row_number() over (order by username) - 1 as s from users where email like '%@club-data.test'),
      numbered_events as (select id, row_number() over (order by name) - 1 as e from events where name like 'Club night %'),
      pairs as (
        select u.id as user_id, ev.id as event_id,
          now() - (random() * interval '365 days') as at
        from numbered_users u
        cross join generate_series(0, ${perUser - 1}) as k
        join numbered_events ev on ev.e = (u.s * 7 + k * 13) % ${events}
        where u.s * ${perUser} + k < ${entries}
      )
      insert into registrations (id, user_id, event_id, status, queue_number, created_at)
      select gen_random_uuid(), user_id, event_id, 'registered',
        row_number() over (partition by event_id order by at), at
      from pairs`)
    await tx.execute(sql`
      update events set registered_count = counted.n, queue_numbers_issued = counted.n,
        counts_version = counts_version + 1
      from (select event_id, count(*) as n from registrations group by event_id) as counted
      where events.id = counted.event_id`)
    await tx.execute(sql`
      insert into exp_ledger (user_id, amount, reason, event_id, registration_id, created_at)
      select r.user_id, e.points_awarded, 'event_registration', e.id, r.id, r.created_at
      from registrations r join events e on e.id = r.event_id
      where e.name like 'Club night %'`)
    await tx.execute(sql`
      update users set exp = totals.exp
      from (select user_id, sum(amount) as exp from exp_ledger group by user_id) as totals
      where users.id = totals.user_id`)
  })
}
