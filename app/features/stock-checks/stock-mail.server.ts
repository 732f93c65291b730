// "Tell her" after a stock check: one e-mail to the client naming the pieces that sold out (and
// what stands in) and the price drops, under the rules of her other e-mails about the capsule:
// not when she turned them off, not for a draft, from her stylist's studio with Reply-To her
// stylist, through her account's limits, once per check.
import { and, eq } from 'drizzle-orm'

import { previewClientEmail, sendClientEmail } from '~/domain/client-email.server'
import { closeActivity } from '~/features/activity/index.server'
import { capsuleView as capsule, mailableToClient } from '~/features/capsules/index.server'
import { clientView as client, homeLinkOf } from '~/features/clients/index.server'
import { mailOffToken } from '~/features/conversation/index.server'
import { capsuleStateView as capsuleFeedbackState } from '~/features/conversation/index.server'
import { studioSender } from '~/features/site/index.server'
import { CAPSULE_GONE } from '~/lib/messages'
import { formatMoney } from '~/lib/money'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { formError, type Intents, saved } from '~/server/forms.server'
import { emailedCapsuleUrl } from '~/server/unlock-cookie.server'

import { capsuleStock } from './capsule-stock.server'
import { stockCheck } from './tables.server'

/** Pieces an e-mail names; past them, "and 3 more". */
const PIECES_NAMED = 10

export const STOCK_MAIL_MESSAGES = {
  nothing: 'Nothing to tell: no piece is sold out or cheaper since the last check.',
  told: (name: string) => `${name} was told about this check already.`,
  off: (name: string) => `${name} turned off e-mails about this capsule.`,
  draft: (name: string) => `Publish the capsule first: ${name} can’t open a draft.`,
  noAddress: (name: string) => `Add ${name}’s e-mail address to her profile first.`,
}

const refuse = (refusal: ReturnType<typeof formError>) => ({ ok: false as const, refusal })

/** The lines of the e-mail: each sold-out piece and what stands in, then each price drop. */
function changes(stock: NonNullable<Awaited<ReturnType<typeof capsuleStock>>>): string[] {
  return [
    ...stock.soldOut.map((piece) =>
      piece.standIn
        ? `• ${piece.name} is sold out: ${piece.standIn} is in its place.`
        : `• ${piece.name} is sold out.`,
    ),
    ...stock.priceDrops.map(
      (piece) =>
        `• ${piece.name} is now ${formatMoney(piece.now)} (was ${formatMoney(piece.was)}).`,
    ),
  ]
}

/** The stock e-mail for her capsule's last check, when it can go; else the refusal to answer. */
async function stockMail(ownerId: string, capsuleId: string) {
  const [row] = await db
    .select({
      capsuleName: capsule.name,
      clientId: client.id,
      clientName: client.name,
      clientEmail: client.email,
      off: capsuleFeedbackState.clientMailOffAt,
    })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsule.id))
    .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId)))
  const stock = row && (await capsuleStock(ownerId, capsuleId))
  if (!row || !stock) return refuse(formError(CAPSULE_GONE, 404))
  const lines = changes(stock)
  if (lines.length === 0) return refuse(formError(STOCK_MAIL_MESSAGES.nothing, 400))
  if (stock.toldAt && stock.finishedAt && stock.toldAt >= stock.finishedAt) {
    return refuse(formError(STOCK_MAIL_MESSAGES.told(row.clientName), 409))
  }
  if (row.off) return refuse(formError(STOCK_MAIL_MESSAGES.off(row.clientName), 409))
  if (!(await mailableToClient(ownerId, capsuleId)))
    return refuse(formError(STOCK_MAIL_MESSAGES.draft(row.clientName), 409))
  if (!row.clientEmail) return refuse(formError(STOCK_MAIL_MESSAGES.noAddress(row.clientName), 409))

  const named = lines.slice(0, PIECES_NAMED)
  if (lines.length > named.length) named.push(`… and ${lines.length - named.length} more`)
  const offUrl = `${baseUrl}/capsule/${capsuleId}/emails-off?t=${mailOffToken(capsuleId)}`
  const home = (await homeLinkOf(ownerId, row.clientId))?.url
  const compose = (studio: string) => ({
    to: row.clientEmail!,
    subject: `${studio}: news about the pieces of ${row.capsuleName}`,
    intro: `Some pieces on your shopping list have changed at their shops:\n${named.join('\n')}`,
    action: 'Open your capsule',
    url: emailedCapsuleUrl(baseUrl, capsuleId, 'shopping'),
    outro: 'Stock and prices are as the shops showed them when they were last checked.',
    home,
    footer: { text: 'Rather not get these?', label: 'Turn them off', url: offUrl },
    headers: {
      'List-Unsubscribe': `<${offUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  return { ok: true as const, compose }
}

async function tellClient(ownerId: string, capsuleId: string) {
  const mail = await stockMail(ownerId, capsuleId)
  if (!mail.ok) return mail.refusal
  const sent = await sendClientEmail(await studioSender(ownerId), 'stock', mail.compose)
  if (!sent.ok) return formError(sent.formError, sent.status)
  // Told: the check's news is no longer news on her Today.
  await db.transaction(async (tx) => {
    await tx
      .update(stockCheck)
      .set({ toldAt: new Date() })
      .where(and(eq(stockCheck.capsuleId, capsuleId), eq(stockCheck.ownerId, ownerId)))
    await closeActivity(tx, ownerId, capsuleId, ['stock_sold_out', 'stock_price_drop'])
  })
  return saved()
}

export const stockMailIntents = {
  'tell-client-stock': (_input, { ownerId, capsuleId = '' }) => tellClient(ownerId, capsuleId),
  /** The e-mail "Tell her" would send, word for word, for her to read first. */
  'preview-client-stock': async (_input, { ownerId, capsuleId = '' }) => {
    const mail = await stockMail(ownerId, capsuleId)
    if (!mail.ok) return mail.refusal
    return saved({ preview: await previewClientEmail(await studioSender(ownerId), mail.compose) })
  },
} satisfies Intents
