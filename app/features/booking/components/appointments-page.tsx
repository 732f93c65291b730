import { useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'

import { Button, buttonClasses } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Select } from '~/components/ui/input'
import { PageHeader } from '~/components/ui/page-header'
import { useFormDialog } from '~/components/use-form-dialog'

import { dayText, zoneText } from '../when'
import type { AppointmentRow } from './appointment-card'
import { AddAppointmentDialog, MoveDialog } from './appointment-dialogs'
import { AppointmentList, CalendarView } from './appointments-view'

type Choice = { id: string; name: string }

export type AppointmentsPageData = {
  zone: string
  today: string
  now: number
  show: 'today' | 'week' | 'upcoming' | 'past' | 'calendar'
  view: 'week' | 'day'
  /** The calendar's first day, and the days it shows. */
  date: string
  days: string[]
  previous: string
  next: string
  clientId: string | null
  items: AppointmentRow[]
  clients: Choice[]
  types: Choice[]
}

const LISTS = [
  { show: 'today', label: 'Today', empty: 'Nothing booked today.' },
  { show: 'week', label: 'This week', empty: 'Nothing booked this week.' },
  { show: 'upcoming', label: 'Upcoming', empty: 'Nothing booked ahead yet.' },
  { show: 'past', label: 'Past', empty: 'No appointments yet.' },
  { show: 'calendar', label: 'Calendar', empty: '' },
] as const

/** Her Appointments: lists by when, a calendar by week or day, one client's, and her changes. */
export function AppointmentsPage({ data }: { data: AppointmentsPageData }) {
  const { zone, show, clientId } = data
  const move = useFormDialog<AppointmentRow>()
  const [adding, setAdding] = useState(false)
  const submit = useSubmit()
  const client = clientId ? `&client=${clientId}` : ''
  const list = LISTS.find((entry) => entry.show === show)!
  return (
    <>
      <PageHeader
        title="Appointments"
        subtitle={`Times in ${zoneText(zone)}.`}
        actions={
          <>
            <Link
              to="/dashboard/appointments/settings"
              className={buttonClasses({ variant: 'secondary' })}
            >
              Hours and types
            </Link>
            <Button onClick={() => setAdding(true)} disabled={data.types.length === 0}>
              <Icon name="plus" className="size-4" />
              Add appointment
            </Button>
          </>
        }
      />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Appointments" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {LISTS.map((entry) => (
            <Link
              key={entry.show}
              to={`?show=${entry.show}${client}`}
              aria-current={entry.show === show ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium transition',
                entry.show === show
                  ? 'bg-ink text-canvas'
                  : 'text-muted hover:bg-sunken hover:text-ink',
              )}
            >
              {entry.label}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="show" value={show} />
          {show === 'calendar' ? (
            <>
              <input type="hidden" name="view" value={data.view} />
              <input type="hidden" name="date" value={data.date} />
            </>
          ) : null}
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Client
            <Select
              name="client"
              defaultValue={clientId ?? ''}
              containerClassName="w-56 max-w-full"
              onChange={(event) => void submit(event.currentTarget.form)}
            >
              <option value="">All clients</option>
              {data.clients.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </Select>
          </label>
          <noscript>
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </noscript>
        </Form>
      </div>
      {show === 'calendar' ? (
        <section aria-label="Calendar" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-1">
              <Link
                to={`?show=calendar&view=${data.view}&date=${data.previous}${client}`}
                aria-label={data.view === 'week' ? 'Previous week' : 'Previous day'}
                className="grid size-11 place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
              >
                <Icon name="chevron-left" className="size-5" />
              </Link>
              <h2 className="font-display text-xl font-medium">
                {data.view === 'week' ? `Week of ${dayText(data.date)}` : dayText(data.date)}
              </h2>
              <Link
                to={`?show=calendar&view=${data.view}&date=${data.next}${client}`}
                aria-label={data.view === 'week' ? 'Next week' : 'Next day'}
                className="grid size-11 place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
              >
                <Icon name="chevron-right" className="size-5" />
              </Link>
            </div>
            <Link
              to={`?show=calendar&view=${data.view === 'week' ? 'day' : 'week'}&date=${data.date}${client}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {data.view === 'week' ? 'Day view' : 'Week view'}
            </Link>
          </div>
          {data.view === 'week' ? (
            <CalendarView
              days={data.days}
              items={data.items}
              zone={zone}
              today={data.today}
              query={`show=calendar${client}`}
            />
          ) : (
            <AppointmentList
              items={data.items}
              zone={zone}
              now={data.now}
              empty="Nothing booked on this day."
              onMove={move.open}
            />
          )}
        </section>
      ) : (
        <AppointmentList
          items={data.items}
          zone={zone}
          now={data.now}
          empty={list.empty}
          onMove={move.open}
        />
      )}
      {move.row ? (
        <MoveDialog
          key={move.key}
          item={move.row}
          zone={zone}
          onClose={move.close}
          onSaved={move.saved}
        />
      ) : null}
      {adding ? (
        <AddAppointmentDialog
          types={data.types}
          clients={data.clients}
          zone={zone}
          today={data.today}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      ) : null}
    </>
  )
}
