// Her closet edit on /capsule/{id}/closet: the latest done closet audit of the capsule's client,
// behind the capsule's own gate (decision 021). Anything the rule does not open — a missing
// capsule, a draft, a password not given in this browser — and a capsule whose client has no
// audit done answer exactly like a missing capsule.
import { data } from 'react-router'

import { MadeWith } from '~/components/made-with'
import { opens } from '~/domain/client-access.server'
import { capsuleAccess } from '~/features/capsules/index.server'
import { loadClosetEdit } from '~/features/closet-audit/audit-lists.server'
import { closetEditOpened } from '~/features/closet-audit/closet-edit-opened.server'
import { ClosetEditView } from '~/features/closet-audit/components/closet-edit'
import { CapsuleError } from '~/features/public-capsule/components/capsule-error'
import { studioShownToClients } from '~/features/site/studio-name.server'

import type { Route } from './+types/capsule-closet'

export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await capsuleAccess(request, params.capsuleId)
  const edit = opens(access) ? await loadClosetEdit(access.row.ownerId, access.row.clientId) : null
  if (!opens(access) || !edit) throw data('Capsule not found', { status: 404 })
  if (access.kind === 'client') {
    await closetEditOpened(access.row.ownerId, access.row.clientId, access.row.id)
  }
  // Signed by her stylist's studio, never the site's (issue 41, 7).
  const studio = await studioShownToClients(access.row.ownerId)
  return data(
    {
      capsule: { id: access.row.id, name: access.row.name },
      edit,
      brand: studio.name,
      madeWith: studio.madeWith,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function CapsuleClosetRoute({ loaderData }: Route.ComponentProps) {
  const { capsule, edit, brand, madeWith } = loaderData
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="mx-auto w-full max-w-3xl px-5 pt-12 pb-8 text-center sm:pt-16">
        <p className="text-xs font-semibold tracking-[0.3em] text-accent uppercase">{brand}</p>
        <h1 className="mt-4 font-display text-5xl leading-[1.05] font-medium text-balance">
          Your closet edit
        </h1>
        <a
          href={`/capsule/${capsule.id}`}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-line-strong bg-surface px-5 text-sm font-medium shadow-card transition hover:border-accent hover:text-accent"
        >
          Back to {capsule.name}
        </a>
      </header>
      <main className="mx-auto w-full max-w-3xl px-5 pb-24">
        <ClosetEditView edit={edit} />
      </main>
      <footer className="mt-auto border-t border-line py-10 text-center text-sm text-muted">
        Curated by <span className="font-display text-base text-ink">{brand}</span>
        {madeWith ? <MadeWith /> : null}
      </footer>
    </div>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Your closet edit · ${loaderData.brand}` : 'Capsule not found' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders)
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CapsuleError error={error} />
}
