// Private by default (shared/spec: "Every text field in the studio says who reads it"): who reads
// each field the stylist types, and the one way the studio says it. A field is hers unless this
// list says her client reads it; app/domain/private-by-default.server.test.ts holds every client page,
// PDF and e-mail to it, and fails when a field marked private reaches one.

export type Audience = 'private' | 'client'

/** What a field's hint says, everywhere in the studio. */
export const AUDIENCE_LINES: Record<Audience, string> = {
  private: 'Only you see this.',
  client: 'Your client sees this.',
}

const PRIVATE = 'private'
const CLIENT = 'client'

/** Who reads each text she types, by table and column (as the schema names them). */
export const FIELD_AUDIENCE = {
  client: {
    name: CLIENT,
    email: CLIENT,
    phone: PRIVATE,
    sizeTops: PRIVATE,
    sizeBottoms: PRIVATE,
    sizeDress: PRIVATE,
    sizeShoes: PRIVATE,
    sizeNotes: PRIVATE,
    measurements: PRIVATE,
    coloursLoved: PRIVATE,
    coloursAvoided: PRIVATE,
    styleWords: PRIVATE,
    budgetText: PRIVATE,
    notes: PRIVATE,
    cameFrom: PRIVATE,
  },
  capsule: { name: CLIENT, description: CLIENT, budgetText: CLIENT },
  item: {
    name: CLIENT,
    description: CLIENT,
    link: CLIENT,
    priceText: CLIENT,
    brand: CLIENT,
    category: CLIENT,
    color: CLIENT,
    size: CLIENT,
    fitNote: CLIENT,
  },
  outfit: { name: CLIENT, description: CLIENT },
  cheatSheet: { name: CLIENT, description: CLIENT },
  closetAuditPiece: { note: PRIVATE, clientNote: CLIENT },
  capsuleSend: { toEmail: CLIENT, message: CLIENT },
  message: { body: CLIENT },
  invoice: { clientName: CLIENT, clientEmail: CLIENT, clientAddress: CLIENT, notes: CLIENT },
  invoicePayment: { note: PRIVATE, cardLast4: CLIENT },
  giftVoucher: { packageName: CLIENT, recipient: PRIVATE, note: PRIVATE },
} as const satisfies Record<string, Record<string, Audience>>
