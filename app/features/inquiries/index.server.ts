// The inquiries' public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of the booking requests. Its tables stay its own.
export { inquiryDataSet } from './export.server'
export { inquiryLinksOfClient, type InquiryLinks, tieInquiryLinks } from './deletes.server'
