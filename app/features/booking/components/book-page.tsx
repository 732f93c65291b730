import type { ReactNode } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import type { FormResult } from '~/lib/form-errors'
import type { FreeDaysAnswer, NextTimes } from '~/lib/free-days'

import { DayChoice, TimeChoice } from './slot-choice'
import { VisitorFields } from './visitor-fields'

/** A visitor's page of the booking, on her phone first. */
export function VisitorPage({
  brand,
  title,
  children,
}: {
  brand: string
  title: string
  children: ReactNode
}) {
  return (
    <main className="mx-auto min-h-dvh max-w-xl bg-canvas px-5 py-8 sm:py-12">
      <header className="mb-8">
        <a
          href="/"
          className="text-sm tracking-wide text-muted uppercase underline-offset-4 hover:underline"
        >
          {brand}
        </a>
        <h1 className="mt-2 font-display text-3xl font-medium text-ink sm:text-4xl">{title}</h1>
      </header>
      {children}
    </main>
  )
}

export type BookPageData =
  | { state: 'closed'; brand: string }
  | { state: 'provider'; brand: string; providerUrl: string }
  | {
      state: 'open'
      brand: string
      days: FreeDaysAnswer
      day: string | null
      packages: string[]
      /** What is being booked, kept in every form's query. */
      asked: Record<string, string>
    }

/**
 * Booking a time without JavaScript (the landing page's buttons open it then): the visitor's
 * zone and a day (a GET form), then that day's free times and her details (a POST form).
 */
export function BookPage({
  data,
  result,
}: {
  data: BookPageData
  result?: FormResult & NextTimes
}) {
  if (data.state === 'closed') {
    return (
      <VisitorPage brand={data.brand} title="Book a time">
        <Alert tone="info">Bookings are not open yet. Please try again soon.</Alert>
      </VisitorPage>
    )
  }
  if (data.state === 'provider') {
    return (
      <VisitorPage brand={data.brand} title="Work with me">
        <p className="text-muted">Bookings are taken through my booking form.</p>
        <a href={data.providerUrl} className={buttonClasses({ className: 'mt-6 min-h-12' })}>
          Open the booking form
        </a>
      </VisitorPage>
    )
  }
  const { days, day, asked } = data
  const query = new URLSearchParams({ ...asked, tz: days.tz, ...(day ? { day } : {}) })
  const errors = result?.errors ?? {}
  return (
    <VisitorPage brand={data.brand} title={days.type.name}>
      <p className="mb-6 text-muted">
        {days.type.durationMinutes} min.{days.type.deposit ? ` ${days.type.deposit}` : ''} Choose a
        day, then a time, and tell me a little about yourself.
      </p>
      <DayChoice days={days} day={day} hidden={asked} />
      <form method="post" action={`/book?${query}`} noValidate className="mt-8 space-y-6">
        <input type="hidden" name="type" value={days.type.id} />
        <input type="hidden" name="tz" value={days.tz} />
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        <TimeChoice days={days} day={day} next={result?.next} error={errors.start} />
        <VisitorFields
          packages={data.packages}
          values={result?.values ?? { servicePackage: asked.package ?? '' }}
          errors={errors}
        />
        <Button type="submit" className="min-h-12 w-full">
          Confirm booking
        </Button>
      </form>
    </VisitorPage>
  )
}
