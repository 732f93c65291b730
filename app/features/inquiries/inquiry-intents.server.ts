import { formError, type Intents, saved } from '~/server/forms.server'

import { convertInquiry, setInquiryStatus } from './inquiries.server'
import { CHOOSE_STATUS, INQUIRY_GONE } from './messages'
import { INQUIRY_STATUSES } from './schema'

/** The Inquiries page's intents: a card's status select, and Convert to client. */
export const inquiryIntents = {
  'set-inquiry-status': async (input, { ownerId }) => {
    const status = INQUIRY_STATUSES.find((value) => value === input.fields.status)
    if (!status) return formError(CHOOSE_STATUS, 400)
    const updated = await setInquiryStatus(ownerId, input.fields.id ?? '', status)
    return updated ? saved() : formError(INQUIRY_GONE, 404)
  },
  'convert-inquiry': async (input, { ownerId }) =>
    (await convertInquiry(ownerId, input.fields.id ?? '')) ? saved() : formError(INQUIRY_GONE, 404),
} satisfies Intents
