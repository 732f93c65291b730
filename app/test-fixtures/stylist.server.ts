// A stylist for a journey, as if she had signed up and confirmed her e-mail, already signed in:
// better-auth's own steps (the user, her password account hashed as sign-in checks it, a session),
// the app's column set by a confirmation, then the session cookie signed as better-auth signs it.
// Journeys about signing up, confirming and signing in draw those screens themselves.
import { makeSignature } from 'better-auth/crypto'

import { markConfirmed } from '~/features/auth/confirm-address.server'
import { openStudio } from '~/features/first-run/open-studio.server'
import { z } from '~/lib/zod'
import { auth } from '~/server/auth.server'

export const StylistFixtureSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(8).max(128),
})

export type StylistFixture = {
  userId: string
  email: string
  /** The session cookie, for the journey's browser (its name and value as better-auth sets it). */
  cookie: { name: string; value: string }
}

/** A session of `userId` and its cookie, as better-auth's sign-in makes them. */
export async function signedInCookie(userId: string): Promise<StylistFixture['cookie']> {
  const context = await auth.$context
  const session = await context.internalAdapter.createSession(userId)
  const signature = await makeSignature(session.token, context.secret)
  return {
    name: context.authCookies.sessionToken.name,
    value: encodeURIComponent(`${session.token}.${signature}`),
  }
}

/**
 * A confirmed account with this e-mail and password (made once) and her studio, as her first
 * visit of the dashboard opens it (in the currency of `acceptLanguage`'s region), signed in afresh.
 */
export async function confirmedStylist(
  input: z.output<typeof StylistFixtureSchema>,
  acceptLanguage: string | null,
): Promise<StylistFixture> {
  const context = await auth.$context
  const email = input.email.toLowerCase()
  let user = (await context.internalAdapter.findUserByEmail(email))?.user
  if (!user) {
    user = await context.internalAdapter.createUser(
      { email, name: email.split('@')[0] ?? email, emailVerified: true },
      { method: 'email-password' },
    )
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(input.password),
    })
    // What confirming the address records (app/features/auth/confirm-address.server.ts).
    await markConfirmed(user.id)
  }
  await openStudio(
    new Request('http://fixtures.invalid/', {
      headers: { 'accept-language': acceptLanguage ?? '' },
    }),
    { id: user.id, email: user.email, name: user.name, sessionId: '' },
  )
  return { userId: user.id, email, cookie: await signedInCookie(user.id) }
}
