import type { InquiryStatus } from './schema'

/** An inquiry as the dashboard shows it: exactly the columns `inquiries.server` selects. */
export type Inquiry = {
  id: string
  name: string
  email: string
  phone: string | null
  servicePackage: string | null
  message: string | null
  status: InquiryStatus
  clientId: string | null
  clientName: string | null
  createdAt: Date
}
