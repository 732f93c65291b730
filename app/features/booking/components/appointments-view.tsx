import { Link } from 'react-router'

import { cx } from '~/components/ui/cx'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'

import { dayText, timeText } from '../when'
import { AppointmentCard, type AppointmentRow } from './appointment-card'

/** Her appointments grouped by their day in her zone, in the order given. */
function byDay(items: AppointmentRow[]): [string, AppointmentRow[]][] {
  const days = new Map<string, AppointmentRow[]>()
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item])
  return [...days]
}

/** A list of her appointments, under each day's heading. */
export function AppointmentList({
  items,
  zone,
  now,
  empty,
  onMove,
}: {
  items: AppointmentRow[]
  zone: string
  now: number
  empty: string
  onMove: (item: AppointmentRow) => void
}) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="inbox" className="size-6" />}
        title="No appointments"
        description={empty}
      />
    )
  }
  return (
    <div className="space-y-8">
      {byDay(items).map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
          <h2 id={`day-${day}`} className="font-display text-xl font-medium">
            {dayText(day)}
          </h2>
          <ul className="space-y-3">
            {list.map((item) => (
              <AppointmentCard key={item.id} item={item} zone={zone} now={now} onMove={onMove} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * Her calendar: the seven days of a week (one column each from 1024 px, one under the other on
 * a phone), or one day; each appointment opens its day's list.
 */
export function CalendarView({
  days,
  items,
  zone,
  today,
  query,
}: {
  /** The dates shown (`YYYY-MM-DD`). */
  days: string[]
  items: AppointmentRow[]
  zone: string
  today: string
  /** The page's query for a day's link, without `date`. */
  query: string
}) {
  return (
    <ol className={cx('grid gap-3', days.length === 7 && 'lg:grid-cols-7')}>
      {days.map((day) => {
        const list = items.filter((item) => item.date === day)
        return (
          <li
            key={day}
            className={cx(
              'min-h-28 rounded-2xl border bg-surface p-3',
              day === today ? 'border-accent/50' : 'border-line',
            )}
          >
            <Link
              to={`?${query}&view=day&date=${day}`}
              className="text-sm font-medium text-ink underline-offset-4 hover:underline"
            >
              {dayText(day)}
              {day === today ? <span className="sr-only"> (today)</span> : null}
            </Link>
            {list.length === 0 ? (
              <p className="mt-2 text-xs text-muted">Free</p>
            ) : (
              <ul className="mt-2 space-y-1.5">
                {list.map((item) => (
                  <li
                    key={item.id}
                    className={cx(
                      'rounded-lg px-2 py-1.5 text-xs',
                      item.status === 'confirmed'
                        ? 'bg-accent-soft text-ink'
                        : 'bg-sunken text-muted line-through',
                    )}
                  >
                    <span className="font-semibold tabular-nums">
                      {timeText(new Date(item.startsAt), zone)}
                    </span>{' '}
                    {item.clientName ?? item.name}
                    <span className="block text-muted">{item.typeName}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
