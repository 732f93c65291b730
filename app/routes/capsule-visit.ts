import { data } from 'react-router'

import { recordVisit } from '~/features/capsules/visits.server'

import type { Route } from './+types/capsule-visit'

/** The client capsule page posts here once after it loaded (decision 013). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data('Method not allowed', { status: 405 })
  const answer = await recordVisit(request, params.capsuleId)
  if (answer === 'not-found') throw data('Capsule not found', { status: 404 })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
