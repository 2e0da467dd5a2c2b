import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { serverMessage } from '../../../api/errors'
import { LoadFailed } from '../../../components/LoadFailed'
import { csvText, downloadText } from '../../../lib/csv'
import { TableScroll } from '../panel/TableScroll'
import { eventsCsv, monthsCsv, noShowSummary } from './insights-csv'
import { type InsightsJson, insightsQuery } from './insights-query'
import './insights.css'

/**
 * /admin's Insights (docs/product.md#admin): charts a committee looks at, each drawn as SVG here
 * (no chart library: three bar charts do not need one), each followed by its table (what a screen
 * reader reads) and a CSV of it. Months and the semester are on the club's clock.
 */
export function Insights() {
  const insights = useQuery(insightsQuery())
  if (insights.isPending) return <p className="muted">Loading the figures…</p>
  if (insights.isError)
    return (
      <LoadFailed
        message={serverMessage(
          insights.error,
          'The figures could not be loaded. Check your connection, then try again.',
        )}
        query={insights}
      />
    )
  const data = insights.data
  return (
    <div className="insights">
      <EventsFigure data={data} />
      <MonthsFigure data={data} figure="newMembers" title="New members per month" unit="members" />
      <MonthsFigure data={data} figure="expEarned" title="EXP earned per month" unit="EXP" />
    </div>
  )
}

function CsvButton({ csv, fileName }: { csv: Csv; fileName: string }) {
  return (
    <button
      type="button"
      className="button small"
      onClick={() => downloadText(csvText(csv.header, csv.rows), fileName)}
    >
      Download CSV
    </button>
  )
}

type Csv = ReturnType<typeof eventsCsv>

/** A chart's figures as a table, exactly its CSV: the first column names the row, numbers align right. */
function FigureTable({ csv, labelledBy }: { csv: Csv; labelledBy: string }) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="data-table">
        <thead>
          <tr>
            {csv.header.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={i > 0 && typeof csv.rows[0]?.[i] === 'number' ? 'number' : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {csv.rows.map(([name, ...cells], row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the CSV's, in its order, never reordered
            <tr key={row}>
              <th scope="row">{name}</th>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells by column
                <td key={i} className={typeof cell === 'number' ? 'number' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function EventsFigure({ data }: { data: InsightsJson }) {
  const id = useId()
  const most = Math.max(1, ...data.events.map((e) => e.registered))
  const csv = eventsCsv(data)
  return (
    <section className="card insight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Events of {data.semester.name}</h2>
      <p>{noShowSummary(data)}</p>
      {data.events.length === 0 ? (
        <p className="muted">No event of this semester has started yet.</p>
      ) : (
        <>
          <svg
            className="chart bars-horizontal"
            role="img"
            aria-label={`Checked in and no-shows for ${data.events.length} events; the table below has the figures.`}
            viewBox={`0 0 100 ${data.events.length * 10}`}
            preserveAspectRatio="none"
            height={data.events.length * 28}
          >
            {data.events.map((e, i) => (
              <g key={e._id}>
                <rect className="bar checked-in" x={0} y={i * 10 + 2} width={(e.checkedIn / most) * 100} height={6} />
                <rect
                  className="bar no-show"
                  x={(e.checkedIn / most) * 100}
                  y={i * 10 + 2}
                  width={(e.noShow / most) * 100}
                  height={6}
                />
              </g>
            ))}
          </svg>
          <p className="chart-legend muted">
            <span className="swatch checked-in" aria-hidden="true" /> Checked in{' '}
            <span className="swatch no-show" aria-hidden="true" /> No-show (one row per event, in the table's order)
          </p>
          <FigureTable csv={csv} labelledBy={`${id}-title`} />
        </>
      )}
      <CsvButton csv={csv} fileName={`events-${slug(data.semester.name)}.csv`} />
    </section>
  )
}

function MonthsFigure({
  data,
  figure,
  title,
  unit,
}: {
  data: InsightsJson
  figure: 'newMembers' | 'expEarned'
  title: string
  unit: string
}) {
  const id = useId()
  const values = data.months.map((m) => m[figure])
  const most = Math.max(1, ...values)
  const width = 100 / data.months.length
  const csv = monthsCsv(data, figure)
  const first = data.months[0]?.label ?? ''
  const last = data.months.at(-1)?.label ?? ''
  return (
    <section className="card insight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <svg
        className="chart bars-vertical"
        role="img"
        aria-label={`${title} from ${first} to ${last}, most ${Math.max(0, ...values)} ${unit}; the table below has the figures.`}
        viewBox="0 0 100 50"
        preserveAspectRatio="none"
      >
        {values.map((value, i) => (
          <rect
            key={data.months[i]?.month}
            className="bar"
            x={i * width + width * 0.15}
            y={50 - (value / most) * 48}
            width={width * 0.7}
            height={(value / most) * 48}
          />
        ))}
      </svg>
      <p className="chart-legend muted">
        {first} to {last}, one bar per month
      </p>
      <FigureTable csv={csv} labelledBy={`${id}-title`} />
      <CsvButton csv={csv} fileName={`${slug(title)}.csv`} />
    </section>
  )
}
