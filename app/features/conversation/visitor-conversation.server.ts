// The conversation from the client's side, beyond what the page loads with her feedback: the
// earlier messages of a thread, her e-mails about replies turned off or on from her page, and
// turned off from the link in an e-mail. Every way in asks the access rule (decision 021).
import { opens } from '~/domain/client-access.server'
import {
  asClientFromHerEmail,
  capsuleAccess,
  capsuleLinkAccess,
  type Refusal,
} from '~/features/capsules/index.server'
import type { Message } from '~/lib/feedback'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { deviceTagOf } from '~/server/visitor-device.server'

import { type ClientMailSettings, isMailOffToken, setClientMail } from './reply-mail.server'
import { earlierMessages } from './threads.server'

/** Guesses at an e-mail's turn-off link, per address. */
const MAIL_OFF_TRIES = rateLimit({ name: 'mail-off-address', max: 30, windowSeconds: 15 * 60 })

/** Earlier messages of a thread, for a visitor the rule lets in (null: answered as missing). */
export async function earlierForVisitor(
  request: Request,
  capsuleId: string,
  target: string,
  before: Date,
): Promise<{ messages: Message[]; earlier: number } | null> {
  const access = await capsuleAccess(request, capsuleId)
  if (!opens(access)) return null
  return earlierMessages(access.row.id, target, { at: before }, await deviceTagOf(request))
}

/**
 * Her e-mails about replies, turned on or off from her capsule page opened from one of her own
 * e-mails (`key`: its link's gate key): a link shared with anyone else cannot mute her (issue 41,
 * point 4).
 */
export async function setMailForVisitor(
  request: Request,
  capsuleId: string,
  on: boolean,
  key: string,
): Promise<{ ok: true; mail: ClientMailSettings } | Refusal> {
  const writer = await asClientFromHerEmail(request, capsuleId, key)
  if (!writer.ok) return writer
  return { ok: true, mail: await setClientMail(capsuleId, on) }
}

export type MailOffLink =
  | { kind: 'client' | 'owner'; capsuleName: string }
  | { kind: 'none' }
  | { kind: 'limited'; error: string }

/**
 * What the turn-off link in an e-mail opens: the capsule's name for her (or for its owner, who
 * only previews it), or nothing (a wrong or old token, a draft, the trash: like a missing page).
 * `turnOff`: the one click (a POST, from the page or from her mail program) turns them off.
 */
export async function mailOffLink(
  request: Request,
  capsuleId: string,
  token: string,
  { turnOff = false }: { turnOff?: boolean } = {},
): Promise<MailOffLink> {
  if (!(await MAIL_OFF_TRIES.spend(clientAddress(request))).allowed) {
    return { kind: 'limited', error: TOO_MANY_ATTEMPTS }
  }
  const access = await capsuleLinkAccess(
    request,
    capsuleId,
    isMailOffToken(capsuleId, token.slice(0, 100)),
  )
  if (!opens(access)) return { kind: 'none' }
  if (turnOff && access.kind === 'client') await setClientMail(capsuleId, false)
  return { kind: access.kind, capsuleName: access.row.name }
}
