// Every kind of event her Today shows (docs/decisions/052-today-one-feed.md): adding one is a
// line here, and a `recordActivity` call where it happens.

/** Where an entry happened: what its link is built from. */
export type ActivityPlace = {
  clientId: string | null
  capsuleId: string | null
  subjectId: string
}

/** The anchor of a piece (or of the capsule's own thread) on the capsule's Feedback tab. */
export function pieceAnchor(target: string): string {
  return `piece-${target.replace(':', '-')}`
}

const feedbackAt = (place: ActivityPlace) =>
  `/dashboard/capsules/${place.capsuleId}?tab=feedback#${pieceAnchor(place.subjectId)}`
const invoiceAt = (place: ActivityPlace) => `/dashboard/money/invoices/${place.subjectId}`

const capsuleAt = (place: ActivityPlace) => `/dashboard/capsules/${place.capsuleId}`
const appointmentAt = (place: ActivityPlace) =>
  `/dashboard/appointments#appointment-${place.subjectId}`

export const ACTIVITY_KINDS = {
  reaction: { label: 'Reaction', href: feedbackAt },
  bought: { label: 'Bought', href: feedbackAt },
  message: { label: 'Note', href: feedbackAt },
  questionnaire_answered: {
    label: 'Questionnaire answered',
    href: (place: ActivityPlace) => `/dashboard/clients/${place.clientId}#client-questionnaire`,
  },
  closet_edit_opened: {
    label: 'Closet edit opened',
    href: (place: ActivityPlace) => `/dashboard/clients/${place.clientId}/audit`,
  },
  payment_received: { label: 'Payment received', href: invoiceAt },
  payment_failed: { label: 'Payment failed', href: invoiceAt },
  // Its note sits on top of the Money page (Apply to invoice, or Mark as handled).
  invoice_overdue: { label: 'Invoice overdue', href: invoiceAt },
  payment_needs_look: { label: 'Payment needing a look', href: () => '/dashboard/money' },
  stock_sold_out: { label: 'Sold out', href: capsuleAt },
  stock_price_drop: { label: 'Price drop', href: capsuleAt },
  booking_made: { label: 'Booked', href: appointmentAt },
  booking_moved: { label: 'Booking moved', href: appointmentAt },
  booking_cancelled: { label: 'Booking cancelled', href: appointmentAt },
  inquiry: {
    label: 'New inquiry',
    href: (place: ActivityPlace) => `/dashboard/inquiries#inquiry-${place.subjectId}`,
  },
} satisfies Record<string, { label: string; href: (place: ActivityPlace) => string }>

export type ActivityKind = keyof typeof ACTIVITY_KINDS

export function isActivityKind(kind: string): kind is ActivityKind {
  return Object.hasOwn(ACTIVITY_KINDS, kind)
}
