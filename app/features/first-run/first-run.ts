// Her first-run checklist (PRODUCT.md, "Her studio speaks in her name"): what a new studio sets
// up once, each entry done or not and where to do it. The route gathers the facts from each
// feature; a feature that adds a step passes its own entry in.

/** One thing to set up: done or not, and the page where she does it. */
export type ChecklistEntry = { id: string; label: string; href: string; done: boolean }

/** The entry the booking work fills in once she can be booked ("Check your booking hours"). */
export type BookingEntry = { done: boolean; href: string }

/**
 * The checklist, in order: her studio's name, its currency and time zone (both answered by the
 * first run), her booking hours (only once booking exists: `booking`), her billing details, her
 * questionnaire.
 */
export function firstRunChecklist(facts: {
  setUp: boolean
  billingDetails: boolean
  questionnaire: boolean
  booking?: BookingEntry
}): ChecklistEntry[] {
  const studio = '/dashboard/account#studio-title'
  return [
    { id: 'name', label: 'Name your studio', href: studio, done: facts.setUp },
    { id: 'currency', label: 'Choose its currency and time zone', href: studio, done: facts.setUp },
    ...(facts.booking
      ? [{ id: 'booking', label: 'Check your booking hours', ...facts.booking }]
      : []),
    {
      id: 'billing',
      label: 'Add your billing details',
      href: '/dashboard/money/settings',
      done: facts.billingDetails,
    },
    {
      id: 'questionnaire',
      label: 'Make the questionnaire yours',
      href: '/dashboard/questionnaire',
      done: facts.questionnaire,
    },
  ]
}
