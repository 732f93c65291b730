// The conversation on /capsule/{id}, apart from the page (rendered once for everyone, decision
// 008): the client writes and deletes her messages here, turns her e-mails about replies off or
// on, and reads a thread's earlier messages. Private, never cached; the threads themselves come
// with her feedback (/capsule/{id}/feedback). Every answer goes through the access rule.
import { redirect } from 'react-router'

import { CAPSULE_NOT_FOUND, type Refusal } from '~/features/capsules/index.server'
import { deleteClientMessage, postClientMessage } from '~/features/conversation/messages.server'
import {
  MessageIdSchema,
  MessageSchema,
  VisitorEarlierSchema,
} from '~/features/conversation/schema'
import {
  earlierForVisitor,
  setMailForVisitor,
} from '~/features/conversation/visitor-conversation.server'
import { clientWrote } from '~/features/feedback/feedback-mail.server'
import { type FormInput, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/capsule-messages'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const notFound = () => new Response('Capsule not found', { status: 404, headers: PRIVATE })

/** A thread's earlier messages: `?target=item:<id>&before=<oldest shown, ISO time>` (JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const parsed = VisitorEarlierSchema.safeParse({
    target: query.get('target') ?? '',
    before: query.get('before') ?? '',
  })
  if (!parsed.success) throw new Response('Bad request', { status: 400, headers: PRIVATE })
  const page = await earlierForVisitor(
    request,
    params.capsuleId,
    parsed.data.target,
    parsed.data.before,
  )
  if (!page) throw notFound()
  return Response.json(page, { headers: PRIVATE })
}

type Answer = Record<string, unknown> | Refusal | { ok: false; status: 400; error: string }

async function answer(request: Request, capsuleId: string, input: FormInput): Promise<Answer> {
  const invalid = (errors: Partial<Record<string, string>>) =>
    ({ ok: false, status: 400, error: Object.values(errors)[0] ?? 'Check your message.' }) as const
  switch (input.fields.intent) {
    case 'post-message': {
      const parsed = parseForm(input, MessageSchema)
      if (!parsed.success) return invalid(parsed.errors)
      const written = await postClientMessage(request, capsuleId, parsed.data)
      if (written.ok) await clientWrote(request, capsuleId)
      return written
    }
    case 'delete-message': {
      const parsed = parseForm(input, MessageIdSchema)
      if (!parsed.success) return invalid(parsed.errors)
      return deleteClientMessage(request, capsuleId, parsed.data.messageId)
    }
    case 'mail-off':
    case 'mail-on':
      return setMailForVisitor(
        request,
        capsuleId,
        input.fields.intent === 'mail-on',
        (input.fields.k ?? '').slice(0, 100),
      )
    default:
      return invalid({ intent: 'Unknown action.' })
  }
}

/**
 * Writes one change. The page's scripts ask for JSON; without them (a plain form post) the
 * browser is sent back to the thread on the capsule page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const json = request.headers.get('accept')?.includes('application/json') ?? false
  const input = await readInput(request)
  const result = await answer(request, params.capsuleId, input)
  const refused = result.ok === false ? (result as Refusal) : null
  if (refused?.status === 404 && refused.error === CAPSULE_NOT_FOUND) throw notFound()
  // Her first message makes her browser a device (the one that may delete it).
  const { setCookie, ...body } = result as Answer & { setCookie?: string | null }
  const headers = new Headers(PRIVATE)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  if (!json) {
    if (refused) throw new Response(refused.error, { status: refused.status, headers: PRIVATE })
    const target = input.fields.target
    return redirect(`/capsule/${params.capsuleId}${target ? `#thread=${target}` : ''}`, {
      status: 303,
      headers,
    })
  }
  return refused
    ? Response.json({ error: refused.error }, { status: refused.status, headers: PRIVATE })
    : Response.json(body, { headers })
}
