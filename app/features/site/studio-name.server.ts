import { eq } from 'drizzle-orm'

import type { Sender } from '~/domain/client-email.server'
import { getStudio } from '~/features/studio/index.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'

import { isSiteOwner } from './site-owner.server'
import { siteSettings } from './tables.server'

const PRODUCT = 'Capsule Studio'

/**
 * The name on everything a stylist's account sends and makes (client e-mails, collages): hers,
 * never another account's. Her studio's name (Account › Studio; the site owner's follows her
 * site's brand name); before her studio exists (her first dashboard visit), the site's brand
 * name for the site owner and her account's own name for any other stylist.
 */
export async function studioNameOf(ownerId: string): Promise<string> {
  return (await studioShownToClients(ownerId)).name
}

/**
 * How her studio signs what her clients see: its name (`studioNameOf`), and whether the
 * "Made with Capsule Studio" line follows it (her choice in Account › Studio; on by default).
 */
export async function studioShownToClients(
  ownerId: string,
): Promise<{ name: string; madeWith: boolean }> {
  const studio = await getStudio(ownerId)
  return { name: await nameOf(ownerId, studio?.name), madeWith: studio?.madeWith ?? true }
}

async function nameOf(ownerId: string, studioName: string | undefined): Promise<string> {
  if (studioName?.trim()) return studioName.trim()
  if (await isSiteOwner(ownerId)) {
    const [row] = await db
      .select({ content: siteSettings.content })
      .from(siteSettings)
      .where(eq(siteSettings.id, 'site'))
    const brand = (row?.content as { brandName?: unknown } | undefined)?.brandName
    return typeof brand === 'string' && brand.trim() ? brand.trim() : PRODUCT
  }
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, ownerId))
  return row?.name.trim() || PRODUCT
}

/** Who her e-mails to clients are from (app/domain/client-email.server.ts): her account, signed by her studio. */
export async function studioSender(ownerId: string): Promise<Sender> {
  return { ownerId, studio: await studioShownToClients(ownerId) }
}
