import { eq } from 'drizzle-orm'
import { db } from '~/server/db.server'
import { siteSettings, user } from '~/server/schema.server'
import { isSiteOwner } from './site-owner.server'

const PRODUCT = 'Capsule Studio'

/**
 * The name on everything a stylist's account sends and makes (client e-mails, collages): hers,
 * never another account's. For the site owner, the site's brand name (Site settings); for any
 * other stylist, her account's own name.
 */
export async function studioNameOf(ownerId: string): Promise<string> {
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
