// The client's feedback on /capsule/{id} (reactions, notes, Bought ticks), apart from the page:
// the page is rendered once per capsule version for everyone (decision 008), the feedback is
// fetched and saved here, per visitor, never cached (decision 010).
import { redirect } from 'react-router'

import { CAPSULE_NOT_FOUND } from '~/features/capsules/index.server'
import { feedbackForVisitor, saveFeedback } from '~/features/feedback/feedback.server'
import { FeedbackSchema } from '~/features/feedback/schema'
import { parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/capsule-feedback'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const notFound = () => new Response('Capsule not found', { status: 404, headers: PRIVATE })

/** The capsule's feedback, for a visitor the access rule lets in (JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const feedback = await feedbackForVisitor(request, params.capsuleId)
  if (!feedback) throw notFound()
  return Response.json(feedback, { headers: PRIVATE })
}

/**
 * Saves one change. The page's scripts ask for JSON; without them (a plain form post) the
 * browser is sent back to the capsule.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const json = request.headers.get('accept')?.includes('application/json') ?? false
  const parsed = parseForm(await readInput(request), FeedbackSchema)
  if (!parsed.success) {
    const error = Object.values(parsed.errors)[0] ?? 'Check your feedback.'
    if (!json) throw new Response(error, { status: 400, headers: PRIVATE })
    return Response.json({ error }, { status: 400, headers: PRIVATE })
  }
  const result = await saveFeedback(request, params.capsuleId, parsed.data)
  if (!result.ok && result.status === 404 && result.error === CAPSULE_NOT_FOUND) throw notFound()
  // Her device's cookie, the first time (a refusal too: a browser keeps one device).
  const headers = new Headers(PRIVATE)
  if (result.setCookie) headers.set('Set-Cookie', result.setCookie)
  if (!json) {
    if (!result.ok) throw new Response(result.error, { status: result.status, headers })
    return redirect(`/capsule/${params.capsuleId}`, { status: 303, headers })
  }
  return result.ok
    ? Response.json({ feedback: result.feedback }, { headers })
    : Response.json({ error: result.error }, { status: result.status, headers })
}
