// The public site's records in the export: inquiries from the booking form, and newsletter
// subscribers.
import type { inquiry } from '~/features/inquiries/tables.server'
import type { subscriber } from '~/features/newsletter/tables.server'

import type { Column } from './data-sets.server'

export const inquiryColumns: Column<typeof inquiry.$inferSelect>[] = [
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

export const subscriberColumns: Column<typeof subscriber.$inferSelect>[] = [
  ['email', 'E-mail address.', (r) => r.email],
  ['confirmed_at', 'When they confirmed (UTC).', (r) => r.confirmedAt],
]
