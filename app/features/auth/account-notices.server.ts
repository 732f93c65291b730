import { baseUrl } from '~/server/auth.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { logger } from '~/server/logger.server'

/**
 * The e-mail after two-factor sign-in was turned on or off, as after a password change: so a
 * stylist learns of a change she did not make. A failed send is logged, never undoes the change.
 */
export async function sendTwoFactorNotice(to: string, on: boolean): Promise<void> {
  const outro = `If you did not do this, choose a new password at once: ${baseUrl}/forgot-password`
  try {
    await sendEmail(
      actionEmail({
        to,
        subject: on ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
        intro: on
          ? 'Two-factor sign-in was just turned on for your Capsule Studio account: signing in now asks for a code from your authenticator app as well as your password.'
          : 'Two-factor sign-in was just turned off for your Capsule Studio account: signing in now asks only for your password.',
        action: 'See your account',
        url: `${baseUrl}/dashboard/account`,
        outro,
      }),
    )
  } catch (error) {
    logger.error({ err: error }, 'two-factor notice could not be sent')
  }
}
