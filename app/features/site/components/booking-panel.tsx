import type { ReactNode } from 'react'

import { Alert } from '~/components/ui/alert'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'
import type { PublicPackage } from '~/lib/public-package'

import slotsScript from '../enhance/slots.ts?script-url'
import { TEMPLATES } from '../landing-hooks'
import type { SiteSettings } from '../schema'
import { BookingProviderFrame } from './booking-provider-frame'
import { BookingSlotsTemplates } from './booking-slots'
import { BookingThanks } from './booking-thanks'
import { IntakeForm } from './intake-form'

/**
 * The booking slide-in: a full-screen sheet on phones, a panel on the right from 640px up. It
 * slides in with CSS alone (`@starting-style`) and out with the CLOSING classes. The landing
 * script puts it on the page, sets its title, keeps Tab inside, closes it on Escape, the
 * backdrop and the close button, and makes the page behind inert.
 */
function BookingPanel({ brandName }: { brandName: string }) {
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        data-booking-backdrop=""
        className="absolute inset-0 bg-ink/45 backdrop-blur-[2px] transition-opacity duration-250 starting:opacity-0"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-title"
        tabIndex={-1}
        data-booking-panel=""
        className="absolute inset-0 flex flex-col bg-canvas shadow-overlay outline-hidden transition-transform duration-250 ease-out motion-reduce:transition-none max-sm:starting:translate-y-full sm:left-auto sm:w-[30rem] sm:starting:translate-x-full"
      >
        <div className="flex items-center gap-4 border-b border-line px-6 pt-[max(1rem,env(safe-area-inset-top))] pb-4 sm:px-8 sm:py-5">
          <div className="min-w-0 flex-1">
            <p className="truncate text-[0.6875rem] font-medium tracking-[0.28em] text-accent uppercase">
              {brandName}
            </p>
            <h2
              id="booking-title"
              className="mt-1 font-display text-[1.75rem] leading-tight font-medium"
            >
              Work with me
            </h2>
          </div>
          <button
            type="button"
            data-booking-close=""
            aria-label="Close"
            className="-mr-2.5 grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div
          data-booking-body=""
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-[env(safe-area-inset-bottom)]"
        />
      </div>
    </div>
  )
}

/**
 * Everything the landing script adds to the page, rendered here by the same components as the
 * rest of the page and kept in `<template>`s until needed: the slide-in and what goes in it,
 * and the messages forms show.
 */
export function LandingTemplates({
  settings,
  packages,
  bookingFields,
}: {
  settings: SiteSettings
  packages: PublicPackage[]
  /** The visitor's fields of the booking form (features/booking), in slots mode. */
  bookingFields: ReactNode
}) {
  return (
    <>
      <template id={TEMPLATES.panel}>
        <BookingPanel brandName={settings.brandName} />
      </template>
      <template id={TEMPLATES.intake}>
        <IntakeForm packages={packages} />
      </template>
      {settings.bookingMode === 'provider' && settings.bookingFormUrl ? (
        <template id={TEMPLATES.frame}>
          <BookingProviderFrame providerUrl={settings.bookingFormUrl} />
        </template>
      ) : (
        <BookingSlotsTemplates script={slotsScript} fields={bookingFields} />
      )}
      <template id={TEMPLATES.thanks}>
        <BookingThanks />
      </template>
      <template id={TEMPLATES.fieldError}>
        {/* As Field shows an error. */}
        <p role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span data-message="" />
        </p>
      </template>
      <template id={TEMPLATES.formError}>
        <Alert tone="error">
          <span data-message="" />
        </Alert>
      </template>
      <template id={TEMPLATES.spinner}>
        <Spinner />
      </template>
    </>
  )
}
