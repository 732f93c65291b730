import { listSubscribers, subscribersCsv } from '~/features/newsletter/newsletter.server'
import { requireSiteOwner } from '~/features/site/owner.server'

import type { Route } from './+types/subscribers-csv'

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireSiteOwner(request)
  const csv = subscribersCsv(await listSubscribers(owner.id))
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="subscribers.csv"',
      'Cache-Control': 'private, no-store',
    },
  })
}
