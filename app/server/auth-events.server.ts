import { logger } from './logger.server'

/** What happened to an account, as written to the log (one line each). */
export type AuthEvent =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'address-confirmed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'password-changed'
  | 'session-revoked'
  | 'two-factor-enabled'
  | 'two-factor-disabled'

/**
 * One structured log line per account event: which event, which account (its id, or null when
 * no account matched), from which address, and why when it failed. Never a password, a token or a
 * code: only what is passed here, and nothing secret is.
 */
export function logAuthEvent(
  event: AuthEvent,
  details: { userId: string | null; ip?: string; reason?: string; sessions?: number },
): void {
  logger.info({ authEvent: event, ...details }, `Auth event: ${event}`)
}
