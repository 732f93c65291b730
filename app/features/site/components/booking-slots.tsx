import type { ReactNode } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'

import { TEMPLATES } from '../landing-hooks'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The way back to the built-in intake form, under every step of booking a time. */
function WriteInstead() {
  return (
    <p className="border-t border-line pt-5 text-sm text-muted">
      Prefer to write first?{' '}
      <button
        type="button"
        data-intake-instead=""
        className="min-h-11 font-medium text-accent underline-offset-4 hover:underline"
      >
        Send a message instead
      </button>
    </p>
  )
}

/**
 * Booking a time in the slide-in (kept in `<template>`s; the panel's script, loaded when the
 * slide-in opens, fills them in: enhance/slots.ts): a month calendar, the free times of the day
 * chosen in the visitor's time zone, the form while the time is held, and the confirmation.
 * `fields` are the visitor's fields of the booking form (features/booking, composed by the route).
 */
export function BookingSlotsTemplates({ script, fields }: { script: string; fields: ReactNode }) {
  return (
    <>
      <template id={TEMPLATES.loading}>
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading the free times" className="size-7 text-accent" />
        </div>
      </template>
      <template id={TEMPLATES.slots} data-script={script}>
        <div data-slots="" className="space-y-6 px-6 py-7 sm:px-8">
          <p data-type-line="" className="leading-relaxed text-pretty text-muted" />
          <div data-slots-error="" hidden>
            <Alert tone="error">
              <span data-message="" />
            </Alert>
          </div>
          <div data-picker="" className="space-y-6">
            <div className="space-y-2 rounded-xl bg-sunken p-4 text-sm">
              <p className="flex items-start gap-2">
                <Icon name="info" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  Times are in your time zone, <strong data-zone="" className="font-semibold" />.{' '}
                  <button
                    type="button"
                    data-zone-change=""
                    aria-expanded="false"
                    className="font-medium text-accent underline underline-offset-4"
                  >
                    Change
                  </button>
                </span>
              </p>
              <p data-studio-zone="" hidden className="pl-6 text-muted" />
              <div data-zone-picker="" hidden className="pt-2 pl-6">
                <label htmlFor="booking-tz" className="block text-sm font-medium text-ink">
                  Your time zone
                </label>
                <select
                  id="booking-tz"
                  className="mt-1.5 min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm"
                />
              </div>
            </div>
            <section aria-labelledby="booking-month" className="space-y-3">
              <div className="flex items-center justify-between">
                <button
                  type="button"
                  data-month="-1"
                  aria-label="Previous month"
                  className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink disabled:opacity-30"
                >
                  <Icon name="chevron-left" className="size-5" />
                </button>
                <h3
                  id="booking-month"
                  aria-live="polite"
                  className="font-display text-xl font-medium"
                />
                <button
                  type="button"
                  data-month="1"
                  aria-label="Next month"
                  className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink disabled:opacity-30"
                >
                  <Icon name="chevron-right" className="size-5" />
                </button>
              </div>
              <div aria-hidden="true" className="grid grid-cols-7 text-center text-xs text-muted">
                {WEEKDAYS.map((day) => (
                  <span key={day}>{day}</span>
                ))}
              </div>
              <div
                data-days=""
                role="group"
                aria-labelledby="booking-month"
                className="grid grid-cols-7 gap-1"
              />
            </section>
            <section aria-labelledby="booking-day" className="space-y-3">
              <h3 id="booking-day" tabIndex={-1} className="font-medium outline-hidden" />
              <ul data-times="" className="grid grid-cols-3 gap-2" />
              <p data-no-times="" hidden className="text-sm text-muted">
                No free times in the next weeks. Please send a message instead.
              </p>
            </section>
          </div>
          <p data-status="" role="status" className="sr-only" />
          <WriteInstead />
        </div>
      </template>
      <template id={TEMPLATES.bookForm}>
        <form
          method="post"
          action="/book"
          data-fetch-action="/book/confirm"
          noValidate
          className="space-y-5 px-6 py-7 sm:px-8"
        >
          <div className="space-y-2 rounded-xl bg-sunken p-4">
            <p data-chosen-when="" className="font-medium text-ink" />
            <p data-chosen-zone="" className="text-sm text-muted" />
            <p className="text-sm text-muted">
              This time is held for you for 10 minutes while you fill in the form.
            </p>
            <button
              type="button"
              data-choose-again=""
              className="min-h-11 text-sm font-medium text-accent underline underline-offset-4"
            >
              Choose another time
            </button>
          </div>
          <div data-form-message="" hidden />
          <div data-next-times="" hidden className="space-y-2">
            <p className="text-sm font-medium">The next free times:</p>
            <ul className="grid grid-cols-2 gap-2" />
          </div>
          <input type="hidden" name="type" />
          <input type="hidden" name="start" />
          <input type="hidden" name="tz" />
          <input type="hidden" name="holdId" />
          {fields}
          <Button type="submit" className="min-h-12 w-full">
            Confirm booking
          </Button>
        </form>
      </template>
      <template id={TEMPLATES.booked}>
        <div
          tabIndex={-1}
          className="flex animate-rise-in flex-col items-center px-6 py-16 text-center outline-hidden sm:px-10"
        >
          <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon name="check" className="size-6" />
          </span>
          <div role="status" className="mt-7 max-w-sm">
            <p className="font-display text-[1.75rem] leading-snug">You’re booked!</p>
            <p data-booked-when="" className="mt-3 font-medium" />
            <p className="mt-3 text-muted">
              A confirmation with your calendar invitation is on its way to{' '}
              <span data-booked-email="" className="font-medium text-ink" />. It has your links to
              reschedule or cancel.
            </p>
          </div>
          <Button variant="secondary" data-booking-close="" className="mt-10 min-w-32">
            Done
          </Button>
        </div>
      </template>
    </>
  )
}
