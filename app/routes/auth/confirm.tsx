// GET /auth/confirm?token=…: the link of one sign-up (app/features/auth/confirm-address.server.ts).
// It confirms the address and signs in, or, when the address was signed up more than once, asks
// for the password she chose (POST) so that only hers is kept.
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field, PasswordInput } from '~/components/ui/field'
import { AuthCard, BackToSignIn } from '~/features/auth/components/auth-card'
import {
  type Confirmation,
  confirmWithPassword,
  openConfirmation,
} from '~/features/auth/confirm-address.server'
import { INVITE_ONLY } from '~/features/auth/invitations.server'
import { ConfirmSchema } from '~/features/auth/schema'
import { parseForm, readInput } from '~/server/forms.server'
import { TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import type { Route } from './+types/confirm'

const EXPIRED =
  'This link has expired or was already used. Sign in, or create your account again for a new link.'
const WRONG_PASSWORD = 'That is not the password chosen for this address.'

/** What the screen says of a confirmation that did not sign her in, and its status. */
const NOT_SIGNED_IN = {
  'ask-password': { status: 200, message: null },
  'wrong-password': { status: 401, message: WRONG_PASSWORD },
  expired: { status: 410, message: EXPIRED },
  'invite-only': { status: 403, message: INVITE_ONLY },
  limited: { status: 429, message: TOO_MANY_ATTEMPTS },
} as const

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

function answer(token: string, confirmation: Confirmation) {
  if (confirmation.kind === 'signed-in') {
    return redirect('/dashboard', { headers: confirmation.headers })
  }
  const { status, message } = NOT_SIGNED_IN[confirmation.kind]
  const askAgain = confirmation.kind === 'ask-password' || confirmation.kind === 'wrong-password'
  return data({ token: askAgain ? token : '', message }, { status, headers: PRIVATE })
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100)
  return answer(token, await openConfirmation(request, token))
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), ConfirmSchema)
  if (!parsed.success) return parsed.reply
  const { token, password } = parsed.data
  return answer(token, await confirmWithPassword(request, token, password))
}

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const answered = actionData && 'token' in actionData ? actionData : loaderData
  const errors = actionData && 'errors' in actionData ? (actionData.errors ?? {}) : {}
  const form = useRevealFailure(actionData && 'errors' in actionData ? actionData : undefined)
  if (!answered.token) {
    return (
      <AuthCard
        title="Confirm your e-mail"
        subtitle="This link did not confirm your address."
        footer={<BackToSignIn />}
      >
        <Alert tone="error">{answered.message}</Alert>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Confirm your e-mail"
      subtitle="Enter the password you chose for your account."
      footer={<BackToSignIn />}
    >
      <div aria-live="polite" className="mb-5 space-y-3">
        {answered.message ? (
          <Alert tone="error">{answered.message}</Alert>
        ) : (
          <Alert tone="info">
            This address was used to create an account more than once. Enter the password you chose,
            and only yours is kept.
          </Alert>
        )}
      </div>
      <Form method="post" className="space-y-5" ref={form} noValidate>
        <input type="hidden" name="token" value={answered.token} />
        <Field label="Password" htmlFor="password" error={errors.password}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            required
            autoFocus
            aria-invalid={errors.password || answered.message ? true : undefined}
          />
        </Field>
        <Button type="submit" busy={busy} className="w-full">
          Confirm my e-mail
        </Button>
      </Form>
      <p className="mt-5 text-center text-sm text-muted">
        Forgot it?{' '}
        <Link
          to="/forgot-password"
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Choose a new password
        </Link>
      </p>
    </AuthCard>
  )
}

export function meta() {
  return [{ title: 'Confirm your e-mail · Capsule Studio' }, { name: 'robots', content: 'noindex' }]
}
