// GET /dashboard/export.zip: "Export my data", everything of the signed-in account as a zip
// (JSON and CSV for each kind of record, a README, the photos), streamed as it is built.
import { Readable } from 'node:stream'

import { shareUrl } from '~/features/capsules/capsules.server'
import { loadAccountExport } from '~/features/export/export.server'
import { streamAccountExport } from '~/features/export/zip.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/export'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const data = await loadAccountExport(user.id, (id) => shareUrl(request, id))
  const zip = streamAccountExport(data, request.signal)
  const day = data.createdAt.toISOString().slice(0, 10)
  return new Response(Readable.toWeb(zip) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="capsule-studio-export-${day}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
