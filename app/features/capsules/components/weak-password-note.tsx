import { Icon } from '~/components/ui/icon'
import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'

import type { WeakPassword } from '../types'

/** Why her capsule's password is flagged (see `WeakPassword`). */
export function weakPasswordMessage(weak: Exclude<WeakPassword, null>): string {
  return weak === 'short'
    ? `Weak password: it has fewer than ${CAPSULE_PASSWORD_MIN} characters, so it can be guessed.`
    : `This password was set before ${CAPSULE_PASSWORD_MIN} characters were required. If it is shorter, it can be guessed.`
}

/** The flag on a capsule whose password is (or may be) too short, with the way to change it. */
export function WeakPasswordNote({
  weak,
  onChange,
}: {
  weak: WeakPassword
  /** Opens the capsule's form, where she replaces the password. */
  onChange: () => void
}) {
  if (!weak) return null
  return (
    <div className="relative z-10 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      <Icon name="shield-alert" className="mt-0.5 size-4 shrink-0" />
      <p>
        {weakPasswordMessage(weak)}{' '}
        <button
          type="button"
          onClick={onChange}
          className="font-medium underline underline-offset-2 hover:no-underline"
        >
          Change the password
        </button>
      </p>
    </div>
  )
}
