import { data, redirect, useNavigation } from 'react-router'

import { Spinner } from '~/components/ui/spinner'
import { capsuleAccessContext } from '~/domain/client-access.server'
import { CapsuleError } from '~/features/public-capsule/components/capsule-error'
import { CapsuleGate } from '~/features/public-capsule/components/capsule-gate'
import { CapsuleView } from '~/features/public-capsule/components/capsule-view'
import { RecordVisit } from '~/features/public-capsule/components/record-visit'
import { loadPublicCapsule } from '~/features/public-capsule/public-capsule.server'
import { unlockCapsule } from '~/features/public-capsule/unlock.server'
import { fontPreloads } from '~/fonts/preloads'
import { readInput } from '~/server/forms.server'

import type { Route } from './+types/capsule'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const capsule = await loadPublicCapsule(
    request,
    params.capsuleId,
    // The access decision the rendered-once page check already made for this request, if any.
    context.get(capsuleAccessContext),
  )
  if (!capsule) throw data('Capsule not found', { status: 404 })
  // Personal pages: never cached by shared caches, and each viewer's answer differs.
  return data(capsule, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, params }: Route.ActionArgs) {
  const { fields } = await readInput(request)
  const password = (fields.password ?? '').slice(0, 200)
  const result = await unlockCapsule(request, params.capsuleId, password)
  if (!result) throw data('Capsule not found', { status: 404 })
  if (!result.ok) {
    const retry = result.retryAfterSeconds
    return data(
      { error: result.error },
      { status: result.status, headers: retry ? { 'Retry-After': String(retry) } : undefined },
    )
  }
  // A link from her e-mail keeps its key (her page switches her e-mails with it).
  const key = new URL(request.url).searchParams.get('k')
  return redirect(
    `/capsule/${params.capsuleId}${key ? `?k=${encodeURIComponent(key.slice(0, 100))}` : ''}`,
    result.cookie ? { headers: { 'Set-Cookie': result.cookie } } : undefined,
  )
}

export default function CapsuleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  if (navigation.state === 'loading') {
    return (
      <main className="grid min-h-dvh place-items-center bg-canvas" role="status">
        <p className="flex items-center gap-3 text-muted">
          <Spinner /> Loading your style capsule...
        </p>
      </main>
    )
  }
  if (loaderData.state === 'gate') {
    return (
      <CapsuleGate
        name={loaderData.name}
        brand={loaderData.brand}
        madeWith={loaderData.madeWith}
        error={actionData?.error}
      />
    )
  }
  return (
    <>
      <CapsuleView capsule={loaderData} />
      {/* Her owner previewing is never a visit. */}
      {loaderData.preview ? null : <RecordVisit capsuleId={loaderData.id} />}
    </>
  )
}

// Her first open of the capsule is in its typeface (decision 039).
export const links: Route.LinksFunction = () => fontPreloads

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.name} · ${loaderData.brand}` : 'Capsule not found'
  return [
    { title },
    { name: 'robots', content: 'noindex, nofollow' },
    {
      name: 'description',
      content: loaderData ? `A personal style capsule curated by ${loaderData.brand}.` : '',
    },
    { property: 'og:title', content: loaderData?.name ?? 'Capsule not found' },
    { property: 'og:description', content: loaderData ? `Curated by ${loaderData.brand}` : '' },
    { property: 'og:type', content: 'website' },
  ]
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders)
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  // No referrer to other sites (a capsule link is private); same-origin keeps form posts working.
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CapsuleError error={error} />
}
