import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import type { FormResult } from '~/lib/form-errors'
import type { FreeDaysAnswer, NextTimes } from '~/lib/free-days'

import { type Place, placeLine } from '../places'
import { whenText, zoneText } from '../when'
import { VisitorPage } from './book-page'
import { DayChoice, TimeChoice } from './slot-choice'

export type ManagedAppointment = {
  typeName: string
  startsAt: Date | string
  timeZone: string
  place: Place
  placeDetail: string | null
  /** `unpaid`: held until Stripe says her deposit is paid (or gives the time back). */
  status: 'confirmed' | 'cancelled' | 'no_show' | 'unpaid'
}

export type ManagePageData = {
  brand: string
  appointment: ManagedAppointment
  /** Where it may move to (a confirmed appointment still to come). */
  days: FreeDaysAnswer | null
  day: string | null
  /** What just happened (the page it lands on after a change). */
  done: 'booked' | 'moved' | 'cancelled' | null
}

const DONE = {
  booked: 'You’re booked! A confirmation with your calendar invitation is on its way to you.',
  moved: 'Your appointment is moved. The new invitation is on its way to you.',
  cancelled: 'Your appointment is cancelled. The studio has been told.',
}

/**
 * The visitor's own link (no account): her appointment, moving it to another free time, and
 * cancelling it; plain forms.
 */
export function ManagePage({
  data,
  result,
}: {
  data: ManagePageData
  result?: FormResult & NextTimes
}) {
  const { appointment, days, day, done } = data
  const zone = appointment.timeZone
  const title = appointment.status === 'cancelled' ? 'Appointment cancelled' : 'Your appointment'
  return (
    <VisitorPage brand={data.brand} title={title}>
      <div className="space-y-8">
        {done ? <Alert tone="success">{DONE[done]}</Alert> : null}
        {appointment.status === 'unpaid' ? (
          <Alert tone="info">
            Your time is held while your deposit is paid. Once it is, you are booked and your
            confirmation is on its way to you; without it, the time is given back.
          </Alert>
        ) : null}
        <section className="space-y-2 rounded-2xl border border-line bg-surface p-5">
          <p className="text-sm tracking-wide text-muted uppercase">{appointment.typeName}</p>
          <p className="text-lg font-medium">
            <time dateTime={new Date(appointment.startsAt).toISOString()}>
              {whenText(new Date(appointment.startsAt), zone)}
            </time>
          </p>
          <p className="text-sm text-muted">{zoneText(zone)} time</p>
          {appointment.status === 'confirmed' ? (
            <p className="text-sm">{placeLine(appointment.place, appointment.placeDetail)}</p>
          ) : null}
        </section>
        {appointment.status === 'cancelled' ? (
          <a href="/book" className={buttonClasses({ className: 'min-h-12 w-full' })}>
            Book another time
          </a>
        ) : null}
        {days ? (
          <section aria-labelledby="reschedule" className="space-y-5">
            <h2 id="reschedule" className="font-display text-2xl font-medium">
              Reschedule
            </h2>
            <DayChoice days={days} day={day} hidden={{}} />
            <form method="post" noValidate className="space-y-5">
              <input type="hidden" name="intent" value="reschedule" />
              {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
              <TimeChoice days={days} day={day} next={result?.next} error={result?.errors?.start} />
              <Button type="submit" className="min-h-12 w-full">
                Move my appointment
              </Button>
            </form>
          </section>
        ) : null}
        {days ? (
          <section aria-labelledby="cancel" className="space-y-3 border-t border-line pt-8">
            <h2 id="cancel" className="font-display text-2xl font-medium">
              Cancel
            </h2>
            <p className="text-sm text-muted">
              Can’t make it? Cancelling frees the time for someone else.
            </p>
            <form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger" className="min-h-12 w-full">
                Cancel my appointment
              </Button>
            </form>
          </section>
        ) : null}
      </div>
    </VisitorPage>
  )
}
