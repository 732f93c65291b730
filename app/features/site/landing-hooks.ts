// What the server-rendered landing page and its script (enhance/landing.ts) share: the ids of
// the templates the script clones, and the classes it switches. The landing page is not
// hydrated (docs/decisions/017): its components render the markup, the script only brings it
// to life, so both must agree on these.

/** `<template>` ids: pieces of markup rendered on the server and cloned by the script. */
export const TEMPLATES = {
  panel: 'booking-panel-template',
  intake: 'booking-intake-template',
  frame: 'booking-frame-template',
  thanks: 'booking-thanks-template',
  slots: 'booking-slots-template',
  bookForm: 'booking-form-template',
  booked: 'booking-booked-template',
  loading: 'booking-loading-template',
  fieldError: 'field-error-template',
  formError: 'form-error-template',
  spinner: 'button-spinner-template',
  newsletterError: 'newsletter-error-template',
  newsletterThanks: 'newsletter-thanks-template',
} as const

/** How long the slide-out takes; the panel goes once it has played (at once under reduced motion). */
export const CLOSE_MS = 250
/** How long the provider has to say form_init before the visitor is offered another way. */
export const PROVIDER_PATIENCE_MS = 10_000
/** How long each testimonial stays. */
export const ROTATE_MS = 4000

/** The booking slide-in's backdrop and panel while they slide out. */
export const CLOSING = {
  backdrop: 'opacity-0',
  panel: 'ease-in max-sm:translate-y-full sm:translate-x-full',
}

/** The booking calendar's day buttons: the day shown, a day with free times, one without. */
export const CALENDAR_DAY = {
  base: 'grid aspect-square min-h-10 w-full place-items-center rounded-full text-sm tabular-nums transition-colors',
  chosen: 'bg-ink font-semibold text-canvas',
  free: 'font-medium text-ink hover:bg-accent-soft',
  none: 'text-muted/60',
}

/** A free time's button in the booking panel. */
export const TIME_BUTTON =
  'min-h-11 w-full rounded-full border border-line-strong px-3 text-sm font-medium tabular-nums transition-colors hover:border-ink hover:bg-ink hover:text-canvas'

/** A service card with its "What's included" open, or closed; the open chevron. */
export const CARD = {
  open: 'border-accent/40 lg:row-span-2',
  closed: 'border-line',
  chevronOpen: 'rotate-180',
}

/** The testimonial shown and the others; the dot of the one shown and the others' dots. */
export const QUOTE = {
  current: 'animate-fade-in',
  other: 'invisible',
  dotCurrent: 'w-6 bg-accent',
  dotOther: 'w-1.5 bg-line-strong group-hover:bg-muted',
}

/** Said when a form could not reach the server at all. */
export const OFFLINE_MESSAGE =
  'Your request could not be sent. Check your connection, then try again.'
