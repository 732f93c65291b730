// A better-auth plugin with one server-only endpoint (never on the HTTP router): it starts a
// session for an account whose address the app has just confirmed, with better-auth's own signed
// session cookie, as any sign-in would. Confirming is the app's (app/features/auth/
// confirm-address.server.ts): the password that rides with the e-mailed link is set there, so
// better-auth's own confirmation (which signs in whoever opens any link) is not used (issue 41).
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'

import { z } from '~/lib/zod'

export const confirmedSignIn = () =>
  ({
    id: 'confirmed-sign-in',
    endpoints: {
      signInConfirmed: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
          if (!found?.emailVerified) throw new APIError('UNAUTHORIZED')
          const session = await ctx.context.internalAdapter.createSession(found.id)
          await setSessionCookie(ctx, { session, user: found })
          return ctx.json({ userId: found.id })
        },
      ),
    },
  }) satisfies BetterAuthPlugin
