import { adoptSitePackages, followStudioCurrency } from '~/features/billing/index.server'
import { isSiteOwner } from '~/features/site/index.server'
import { getBrandName, nameSite } from '~/features/site/index.server'
import type { FirstRunInput, Studio } from '~/features/studio'
import { ensureStudio, setUpStudio } from '~/features/studio/index.server'
import type { SessionUser } from '~/server/auth.server'

/**
 * The signed-in stylist's studio, created on her first visit of the dashboard (her account's
 * name, the currency of her browser's region). The site owner's studio is named by her site:
 * `namedBySite`, and its name is the brand name she edits in Site settings; her old Site
 * settings' packages become her package records.
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
  // Her old Site settings' packages become her package records (once).
  if (owner) await adoptSitePackages(user.id, studio.currency)
  return { ...studio, namedBySite: owner }
}

/**
 * Her first run answered: her studio's name, currency and time zone. The site owner's studio
 * name is her public site's brand name, so it names her site too. False when she has no studio.
 */
export async function answerFirstRun(ownerId: string, input: FirstRunInput): Promise<boolean> {
  const studio = await setUpStudio(ownerId, input)
  if (!studio) return false
  // Her starter packages follow her currency until she edits them.
  await followStudioCurrency(ownerId, studio.currency)
  if (await isSiteOwner(ownerId)) await nameSite(ownerId, input.name)
  return true
}
