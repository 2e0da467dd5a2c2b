import type { LeaderboardPeriod } from '@club/api/shared/semesters'
import { Link } from '@tanstack/react-router'
import { TABS } from './leaderboard-texts'

/** This semester · All time: links (each period has its own address), the current one marked. */
export function PeriodTabs({ current }: { current: LeaderboardPeriod }) {
  return (
    <nav className="leaderboard-tabs" aria-label="Period">
      {TABS.map((tab) => (
        <Link
          key={tab.period}
          to="/leaderboard"
          search={{ period: tab.period, page: 1 }}
          className={tab.period === current ? 'leaderboard-tab active' : 'leaderboard-tab'}
          aria-current={tab.period === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
