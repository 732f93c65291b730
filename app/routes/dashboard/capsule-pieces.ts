// GET /dashboard/capsules/:capsuleId/pieces: Duplicate capsule, opened from the Capsules list,
// reads the capsule's pieces here (`{ pieces }`, each with whether it is to buy) to let her leave
// some out. Another account's capsule answers like a missing one.
import { duplicatePiece } from '~/features/capsules/types'
import { getCapsule } from '~/features/summaries/capsule-summaries.server'
import { listCapsuleItems } from '~/features/summaries/piece-lists.server'
import { CAPSULE_GONE } from '~/lib/messages'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/capsule-pieces'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const capsule = await getCapsule(user.id, params.capsuleId)
  if (!capsule) return Response.json({ error: CAPSULE_GONE }, { status: 404 })
  const items = await listCapsuleItems(user.id, capsule.id)
  return Response.json(
    { pieces: items.map(duplicatePiece) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
