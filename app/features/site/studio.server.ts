import { isSiteOwner } from '~/domain/site-owner.server'
import { ensureStudio } from '~/domain/studio.server'
import type { Studio } from '~/domain/studio'
import type { SessionUser } from '~/server/auth.server'
import { getBrandName } from './site.server'

/**
 * The signed-in stylist's studio, created on her first visit of the dashboard (her account's
 * name, the currency of her browser's region). The site owner's studio is named by her site:
 * `namedBySite`, and its name is the brand name she edits in Site settings.
 */
export async function openStudio(
  request: Request,
  user: SessionUser,
): Promise<Studio & { namedBySite: boolean }> {
  const owner = await isSiteOwner(user.id)
  const studio = await ensureStudio(user.id, {
    name: user.name,
    acceptLanguage: request.headers.get('accept-language'),
    siteName: owner ? await getBrandName() : null,
  })
  return { ...studio, namedBySite: owner }
}
