import { Link } from 'react-router'

import { Card } from '~/components/ui/card'

import { timeText } from '../when'

/** One of her appointments of today, as her Today lists it (its times as ISO text once serialized). */
export type TodaysAppointmentRow = {
  id: string
  typeName: string
  startsAt: string | Date
  endsAt: string | Date
  place: string
  /** Her client's name, or the visitor's. */
  who: string
}

/** Her appointments of today, earliest first, on top of her Today: each opens on her Appointments page. */
export function TodaysAppointments({
  items,
  zone,
}: {
  items: TodaysAppointmentRow[]
  zone: string
}) {
  if (items.length === 0) return null
  return (
    <Card as="section" aria-labelledby="todays-appointments" className="mb-6 min-w-0">
      <header className="border-b border-line px-4 py-3 sm:px-5">
        <h2 id="todays-appointments" className="font-display text-xl font-medium">
          Today’s appointments
        </h2>
      </header>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex min-w-0 flex-col gap-1 p-4 sm:flex-row sm:gap-4 sm:p-5">
            <p className="shrink-0 text-sm font-semibold tabular-nums sm:w-44">
              {timeText(new Date(item.startsAt), zone)} – {timeText(new Date(item.endsAt), zone)}
            </p>
            <div className="min-w-0 flex-1">
              <Link
                to={`/dashboard/appointments?show=today#appointment-${item.id}`}
                className="font-medium break-words text-ink underline-offset-4 hover:text-accent hover:underline"
              >
                {item.who} · {item.typeName}
              </Link>
              <p className="mt-0.5 text-sm break-words text-muted">{item.place}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
