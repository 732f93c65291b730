// better-auth's e-mailed link (the step before choosing a new password) redirects to the link's
// `callbackURL`, which anyone can rewrite before sending the link on, and better-auth follows
// absolute addresses, `//host` and dot segments alike. Only the token and a target on this site
// reach it (see app/lib/safe-redirect.ts).
import type { RequestHandler } from 'express'

import { safeRedirect } from '~/lib/safe-redirect'

/** Where each link lands when its own target is missing or leaves the site. */
const FALLBACKS: [RegExp, string][] = [[/^\/api\/auth\/reset-password\//, '/reset-password']]

export const sameSiteLinkTargets: RequestHandler = (req, _res, next) => {
  const fallback = FALLBACKS.find(([pattern]) => pattern.test(req.path))?.[1]
  if (!fallback) return next()
  const url = new URL(req.url, 'http://link.invalid')
  const query = new URLSearchParams()
  const token = url.searchParams.get('token')
  if (token !== null) query.set('token', token)
  query.set('callbackURL', safeRedirect(url.searchParams.get('callbackURL'), fallback))
  req.url = `${url.pathname}?${query}`
  next()
}
