// The booking requests in "Export my data" (the site owner's).
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { inquiry } from './tables.server'

const inquiryColumns: Column<typeof inquiry.$inferSelect>[] = [
  ['id', 'The inquiry’s id.', (r) => r.id],
  ['name', 'Name given.', (r) => r.name],
  ['email', 'E-mail given.', (r) => r.email],
  ['phone', 'Phone given.', (r) => r.phone],
  ['service_package', 'Package of interest.', (r) => r.servicePackage],
  ['message', 'Message.', (r) => r.message],
  ['status', 'new, contacted, converted or archived.', (r) => r.status],
  ['client_id', 'The client it was converted to, if any.', (r) => r.clientId],
  ['created_at', 'Received (UTC).', (r) => r.createdAt],
]

export async function inquiryDataSet(ownerId: string): Promise<Collection> {
  const inquiries = await db
    .select()
    .from(inquiry)
    .where(eq(inquiry.ownerId, ownerId))
    .orderBy(asc(inquiry.createdAt), asc(inquiry.id))
  return dataSet(
    'inquiries',
    'Booking requests sent from your public site (site owner only).',
    inquiryColumns,
    inquiries,
  )
}
