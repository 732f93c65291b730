// Shop Now on her client's page: /go/{piece} sends her to the piece's stored shop link, with the
// stylist's affiliate rule for that retailer applied (lib/affiliate-links.ts), and counts the click.
import { eq } from 'drizzle-orm'

import { opens } from '~/domain/client-access.server'
import { capsuleAccess } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { applyRule, ruleFor } from '~/lib/affiliate-links'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'

import { affiliateRules } from './affiliate.server'
import { affiliateClick } from './tables.server'

const PIECE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Clicks counted per address: one per piece an hour, and at most 60 pieces an hour, so a bot (or
 * a client pressing again and again) cannot inflate the counts. She is sent on either way.
 */
const CLICKS_PER_PIECE = rateLimit({ name: 'shop-click-piece', max: 1, windowSeconds: 60 * 60 })
const CLICKS_PER_ADDRESS = rateLimit({ name: 'shop-click', max: 60, windowSeconds: 60 * 60 })

async function countClick(
  request: Request,
  row: { id: string; ownerId: string },
  rule: string | null,
) {
  const address = clientAddress(request)
  if (!(await CLICKS_PER_PIECE.spend(`${address}:${row.id}`)).allowed) return
  if (!(await CLICKS_PER_ADDRESS.spend(address)).allowed) return
  await db
    .insert(affiliateClick)
    .values({ id: createId(), ownerId: row.ownerId, itemId: row.id, ruleDomain: rule })
}

/**
 * Where Shop Now on piece `pieceId` sends this request: its stored shop link, rewritten by the
 * stylist's rule for its retailer if she has one. Only ever that piece's own link, so never an
 * open redirect. Null (answered as not found) unless the access rule opens the piece's capsule
 * to this request: a stranger, a wrong id, a piece in the wardrobe only or without a link all
 * answer alike. Her client's click is counted; her own, previewing, is not.
 */
export async function followShopLink(request: Request, pieceId: string): Promise<string | null> {
  if (!PIECE_ID.test(pieceId)) return null
  const [row] = await db
    .select({ id: item.id, ownerId: item.ownerId, capsuleId: item.capsuleId, link: item.link })
    .from(item)
    .where(eq(item.id, pieceId))
  if (!row?.capsuleId || !row.link) return null
  const access = await capsuleAccess(request, row.capsuleId)
  if (!opens(access)) return null
  const rule = ruleFor(row.link, await affiliateRules(row.ownerId))
  if (access.kind === 'client') await countClick(request, row, rule?.domain ?? null)
  return rule ? applyRule(row.link, rule.rewrite) : row.link
}
