import { data, isRouteErrorResponse, useParams, useRouteError } from 'react-router'

import { MailOffPage } from '~/features/conversation/components/mail-off-page'
import { mailOffLink } from '~/features/conversation/visitor-conversation.server'
import { CapsuleError } from '~/features/public-capsule/components/capsule-error'

import type { Route } from './+types/capsule-emails-off'

// The "Turn them off" link of a reply e-mail: `?t=` is the link's token (reply-mail.server.ts).
// A GET only shows the button (mail scanners open links); the POST, from the button or from her
// mail program's own one-click unsubscribe (RFC 8058), turns them off. No account, no password.

const PRIVATE = { 'Cache-Control': 'private, no-store' }

async function decide(request: Request, capsuleId: string, turnOff: boolean) {
  const token = new URL(request.url).searchParams.get('t') ?? ''
  const link = await mailOffLink(request, capsuleId, token, { turnOff })
  if (link.kind === 'none') throw data('Capsule not found', { status: 404, headers: PRIVATE })
  if (link.kind === 'limited') throw data(link.error, { status: 429, headers: PRIVATE })
  return link
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await decide(request, params.capsuleId, false)
  return data(
    { capsuleName: link.capsuleName, state: link.kind === 'owner' ? 'owner' : 'ask' } as const,
    { headers: PRIVATE },
  )
}

export async function action({ request, params }: Route.ActionArgs) {
  const link = await decide(request, params.capsuleId, true)
  return data({ done: link.kind === 'client' }, { headers: PRIVATE })
}

export default function CapsuleEmailsOffRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  return (
    <MailOffPage
      capsuleId={params.capsuleId}
      capsuleName={loaderData.capsuleName}
      state={actionData?.done ? 'done' : loaderData.state}
    />
  )
}

export function meta() {
  return [{ title: 'E-mails about replies' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders)
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  // The link's token never leaves in a Referer.
  headers.set('Referrer-Policy', 'no-referrer')
  return headers
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { capsuleId = '' } = useParams()
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <MailOffPage
        capsuleId={capsuleId}
        capsuleName={null}
        state="ask"
        error={String(error.data)}
      />
    )
  }
  return <CapsuleError error={error} />
}
