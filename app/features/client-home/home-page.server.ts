// Her client's home `/c/{token}`: everything her stylist has given her, newest first, under her
// studio's name. The home is a link door (app/domain/client-access.server.ts, decision 053):
// found by its token, decided by the one rule; a wrong, replaced or revoked token, and a deleted
// client's, is no row and answers exactly like a missing page. Each thing listed is asked of its
// own feature's face, only hers; a capsule's feature asks the rule of each (a password shows it locked).
import { data } from 'react-router'

import { decideAccess, linkDoor, opens } from '~/domain/client-access.server'
import { sentInvoicesOfClient } from '~/features/billing/index.server'
import { comingAppointmentsOf } from '~/features/booking/index.server'
import { capsulesOfClientFor } from '~/features/capsules/index.server'
import { findHome, recordHomeVisit } from '~/features/clients/index.server'
import { hasClosetEdit } from '~/features/closet-audit/index.server'
import { messageCountsOf } from '~/features/conversation/index.server'
import { questionnairesOfClient } from '~/features/questionnaire/index.server'
import { studioShownToClients } from '~/features/site/index.server'
import { formatMoney } from '~/lib/money'

export const HOME_NOT_FOUND = 'Link not found'

/** What a missing home answers: the same for every token that opens nothing. */
export const homeNotFound = () => data(HOME_NOT_FOUND, { status: 404 })

export type HomeEntry = {
  /** Unique on the page. */
  key: string
  kind: 'capsule' | 'closet-edit' | 'questionnaire' | 'invoice'
  title: string
  /** Where it stands, in her words ("To fill", "Paid"…). */
  detail: string
  href: string
  at: string
  /** Changed since her last visit. */
  isNew: boolean
  /** A capsule with a password not yet given in this browser: its name only. */
  locked: boolean
}

/** The home of this request's token, or the thrown 404 of a missing page. */
export async function loadHome(request: Request, token: string, now = new Date()) {
  const access = await decideAccess(
    request,
    linkDoor(await findHome(token), () => true),
  )
  if (!opens(access)) throw homeNotFound()
  const { ownerId, clientId, name, visitedAt } = access.row
  const preview = access.kind === 'owner'
  const [studio, capsules, questionnaires, invoices, appointments, closetEdit] = await Promise.all([
    studioShownToClients(ownerId),
    capsulesOfClientFor(request, ownerId, clientId),
    questionnairesOfClient(ownerId, clientId),
    sentInvoicesOfClient(ownerId, clientId),
    comingAppointmentsOf(ownerId, clientId, now.getTime()),
    hasClosetEdit(ownerId, clientId),
  ])
  // Her first visit marks nothing: all of it is new.
  const isNew = (at: Date) => visitedAt !== null && at > visitedAt
  const entries: HomeEntry[] = []

  // Her conversation's count, on the capsules this browser opens (a locked one shows its name only).
  const counts = await messageCountsOf(
    ownerId,
    capsules.filter((door) => !door.locked).map((door) => door.id),
  )
  for (const door of capsules) {
    const talk = counts.get(door.id)
    const changed =
      talk?.lastReplyAt && talk.lastReplyAt > door.updatedAt ? talk.lastReplyAt : door.updatedAt
    entries.push({
      key: `capsule:${door.id}`,
      kind: 'capsule',
      title: door.name,
      detail: door.locked
        ? 'Locked: opens with its password'
        : talk
          ? `Style capsule · ${talk.messages === 1 ? '1 message' : `${talk.messages} messages`}`
          : 'Style capsule',
      href: `/capsule/${door.id}`,
      at: changed.toISOString(),
      isNew: isNew(changed),
      locked: door.locked,
    })
  }
  // Her closet edit is read through a capsule she can open.
  const open = capsules.find((door) => !door.locked)
  if (closetEdit && open) {
    entries.push({
      key: 'closet-edit',
      kind: 'closet-edit',
      title: 'Your closet edit',
      detail: 'What to keep, alter and let go',
      href: `/capsule/${open.id}/closet`,
      at: open.updatedAt.toISOString(),
      isNew: false,
      locked: false,
    })
  }
  for (const row of questionnaires) {
    const at = row.submittedAt ?? row.sentAt
    entries.push({
      key: `questionnaire:${row.id}`,
      kind: 'questionnaire',
      title: 'Your style questionnaire',
      detail: row.submittedAt ? 'Sent: thank you' : 'To fill',
      href: `/q/${row.token}`,
      at: at.toISOString(),
      isNew: isNew(row.sentAt),
      locked: false,
    })
  }
  for (const view of invoices) {
    const at = view.sentAt ?? view.createdAt
    const amount = formatMoney({ amount: view.totals.total, currency: view.currency })
    const detail =
      view.status === 'paid'
        ? `${amount} · Paid`
        : view.status === 'void'
          ? `${amount} · Void`
          : `${formatMoney({ amount: view.balance, currency: view.currency })} to pay`
    entries.push({
      key: `invoice:${view.id}`,
      kind: 'invoice',
      title: `Invoice ${view.number ?? ''}`.trim(),
      detail,
      href: `/invoice/${view.id}?t=${view.token}`,
      at: at.toISOString(),
      isNew: isNew(at),
      locked: false,
    })
  }
  entries.sort((a, b) => b.at.localeCompare(a.at))

  // Her owner previewing is never a visit.
  if (!preview) await recordHomeVisit(clientId, now)
  return {
    brand: studio.name,
    firstName: name.trim().split(/\s+/)[0] ?? name,
    madeWith: studio.madeWith,
    preview,
    // Left in her browser for her capsule pages' way back (./device-home.ts), never on a preview.
    path: preview ? null : `/c/${token}`,
    entries,
    appointments: appointments.map((row) => ({
      id: row.id,
      typeName: row.typeName,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      manageUrl: row.manageUrl,
    })),
  }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
