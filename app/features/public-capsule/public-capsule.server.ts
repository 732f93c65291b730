import { type AccessDecisions, clientHeaders, ownerPreview } from '~/domain/client-access.server'
import { capsuleAccess } from '~/features/capsules/index.server'
import { hasClosetEdit } from '~/features/closet-audit/index.server'
import { affiliateDisclosure, affiliateRules } from '~/features/commissions/index.server'
import { studioShownToClients } from '~/features/site/index.server'
import { studioCurrency } from '~/features/studio/index.server'
import { ruleFor } from '~/lib/affiliate-links'

import { loadCheatSheets, loadItems, loadOutfits } from './page-content.server'
import type { PublicCapsule, PublicItem } from './types'

/**
 * What `/capsule/{id}` shows this request, as the access rule decides
 * (app/domain/client-access.server.ts):
 * - null (answered as "Capsule not found") when it opens nothing: a missing capsule, a draft
 *   for anyone but its owner;
 * - the gate (name and her stylist's studio name only) for a published capsule with a password not given here;
 * - otherwise the capsule with its items, outfits and cheat sheets, marked as the owner's
 *   `preview` when she is the one looking (she previews without the password, which she cannot
 *   read back: it is stored hashed).
 */
export async function loadPublicCapsule(
  request: Request,
  id: string,
  /** Decisions already made for this request (the rendered-once page check). */
  decisions?: AccessDecisions | null,
): Promise<PublicCapsule | null> {
  const access = await capsuleAccess(request, id, decisions)
  if (access.kind === 'none') return null
  const row = access.row
  // Her client's page speaks in her stylist's name: the capsule owner's studio, never the site's.
  const { name: brand, madeWith } = await studioShownToClients(row.ownerId)
  if (access.kind === 'gate') {
    return { state: 'gate', id: row.id, name: row.name, brand, madeWith }
  }
  const preview = ownerPreview(access)
  const items = await loadItems(row.id)
  const itemIds = new Set(items.map((entry) => entry.id))
  const [cheatSheets, outfits, currency, disclosure, closetEdit] = await Promise.all([
    loadCheatSheets(row.id, itemIds),
    loadOutfits(row.id, itemIds),
    studioCurrency(row.ownerId),
    disclosureFor(row.ownerId, items),
    hasClosetEdit(row.ownerId, row.clientId),
  ])
  return {
    state: 'open',
    id: row.id,
    name: row.name,
    brand,
    madeWith,
    description: row.description,
    // Only its owner reaches a draft (see the access rule).
    draft: preview !== null && !preview.published,
    preview,
    items,
    cheatSheets,
    outfits,
    budget: row.budget,
    currency,
    disclosure,
    closetEdit,
  }
}

/** Her disclosure line when one of her affiliate rules applies to a shop link of `items`. */
async function disclosureFor(ownerId: string, items: PublicItem[]): Promise<string | null> {
  const rules = await affiliateRules(ownerId)
  if (!items.some((entry) => entry.link && ruleFor(entry.link, rules))) return null
  return affiliateDisclosure(ownerId)
}

const CAPSULE_PAGE = /^\/capsule\/([A-Za-z0-9_-]{1,64})$/

/**
 * Whether this request for `/capsule/{id}` may be answered with the page rendered once for
 * everyone (see cachedPages): the access rule lets a client in (a published capsule, opened in
 * this browser when it has a password). Its version follows the capsule's content and the Site
 * settings (the brand name). The page is rendered with the capsule's own unlock cookie. Anything
 * else (a missing capsule, a draft, the gate, the owner's preview) is rendered per request.
 * `decisions` keeps the rule's decision for the page's loader (the same request).
 */
export async function capsulePageVersion(
  path: string,
  cookieHeader: string | undefined,
  /** The Site settings' version (asked only for a capsule page). */
  siteVersion: () => Promise<string>,
  decisions?: AccessDecisions,
) {
  const id = CAPSULE_PAGE.exec(path)?.[1]
  if (!id) return null
  const request = new Request(new URL(path, 'http://capsule.page'), {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  })
  const access = await capsuleAccess(request, id, decisions)
  if (access.kind !== 'client') return null
  return {
    version: `${access.row.contentVersion} ${await siteVersion()}`,
    headers: clientHeaders(access.row),
  }
}
