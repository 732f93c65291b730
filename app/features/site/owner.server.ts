import { data } from 'react-router'

import { requireUser, type SessionUser } from '~/server/auth.server'

import { isSiteOwner } from './site-owner.server'

/**
 * The guard of the owner-only pages (Site settings, Inquiries): signed out → the sign-in
 * screen; signed in but not the site owner → 404, the answer for a page that does not exist.
 */
export async function requireSiteOwner(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!(await isSiteOwner(user.id))) throw data('Not found', { status: 404 })
  return user
}
