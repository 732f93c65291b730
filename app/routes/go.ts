import { followShopLink } from '~/features/commissions/follow-link.server'

import type { Route } from './+types/go'

/** Shop Now on the client's capsule page: to the piece's shop, her affiliate rule applied. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await followShopLink(request, params.pieceId)
  if (!target) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The shop learns nothing of the capsule's address.
      'Referrer-Policy': 'no-referrer',
    },
  })
}
