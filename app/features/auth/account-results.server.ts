import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'

import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

/** What an account operation tells the screen: an error for the red box, or success. */
export type AccountResult =
  | {
      ok: true
      headers?: Headers
      twoFactor?: boolean
      /** No e-mail sent: the recipient had enough this hour, and the last link still works. */
      alreadySent?: boolean
    }
  | { ok: false; status: number; formError: string; unconfirmed?: boolean }

export const UNEXPECTED_ERROR = 'An unexpected error occurred.'
export const NOT_CONFIRMED =
  'Please confirm your e-mail address first: open the link we sent you. Need a new link?'

/** Only the cookies better-auth set, ready to be sent with a redirect. */
export function cookiesOf(headers: Headers): Headers {
  const out = new Headers()
  for (const cookie of headers.getSetCookie()) out.append('set-cookie', cookie)
  return out
}

export function failure(error: unknown): AccountResult {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code
    if (code === 'EMAIL_NOT_VERIFIED') {
      return { ok: false, status: 403, formError: NOT_CONFIRMED, unconfirmed: true }
    }
    return { ok: false, status: error.statusCode, formError: error.message }
  }
  logger.error({ err: error }, 'account operation failed')
  return { ok: false, status: 500, formError: UNEXPECTED_ERROR }
}

export const limited = (): AccountResult => ({
  ok: false,
  status: 429,
  formError: TOO_MANY_ATTEMPTS,
})

/** The id of the account with this e-mail, for the log; null when there is none. */
export async function accountIdOf(email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row?.id ?? null
}
