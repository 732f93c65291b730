import { handOverList } from '~/features/closet-audit/audit-lists.server'
import { renderListPdf } from '~/features/closet-audit/audit-pdf.server'
import { isListDecision, LIST_TITLES } from '~/features/closet-audit/decisions'
import { studioNameOf } from '~/features/site/studio-name.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/closet-audit-pdf'

/** A list to hand over as a PDF, for its owner only (anyone else: the same 404 as a missing one). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { clientId, auditId, decision } = params
  const list = isListDecision(decision)
    ? await handOverList(user.id, clientId, auditId, decision)
    : null
  if (!list) {
    return new Response('List not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const bytes = await renderListPdf(list, await studioNameOf(user.id))
  const name = `${LIST_TITLES[list.decision]} ${list.clientName}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name || 'list'}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
