// GET /dashboard/capsules/:capsuleId/thread?target=…&before=…: a thread's earlier messages on
// the stylist's capsule (the Feedback view's "Show earlier messages"), as JSON. Not hers, or no
// such message: 404, as for a capsule that does not exist.
import { data } from 'react-router'

import { EarlierSchema } from '~/features/conversation/schema'
import { earlierForStylist } from '~/features/conversation/threads.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/capsule-thread'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const query = new URL(request.url).searchParams
  const parsed = EarlierSchema.safeParse({
    target: query.get('target') ?? '',
    before: query.get('before') ?? '',
  })
  if (!parsed.success) throw data('Bad request', { status: 400 })
  const page = await earlierForStylist(
    user.id,
    params.capsuleId,
    parsed.data.target,
    parsed.data.before,
  )
  if (!page) throw data('Not found', { status: 404 })
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } })
}
