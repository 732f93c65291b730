import { Form, Link, redirect, useNavigation } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field, PasswordInput } from '~/components/ui/field'
import { resetPassword } from '~/features/auth/account-access.server'
import { AuthCard, BackToSignIn } from '~/features/auth/components/auth-card'
import { ResetPasswordSchema } from '~/features/auth/schema'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/reset-password'

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return { token: url.searchParams.get('token') ?? '', linkError: url.searchParams.has('error') }
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), ResetPasswordSchema)
  if (!parsed.success) return parsed.reply
  const result = await resetPassword(request, parsed.data)
  if (!result.ok) return formError(result.formError, result.status)
  return redirect('/dashboard?notice=password-reset')
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  const invalidLink = loaderData.linkError || !loaderData.token
  const form = useRevealFailure(actionData)
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 8 characters."
      footer={<BackToSignIn />}
    >
      {invalidLink ? (
        <Alert
          tone="error"
          action={
            <Link to="/forgot-password" className="font-medium underline underline-offset-4">
              Ask for a new link
            </Link>
          }
        >
          This reset link is not valid any more.
        </Alert>
      ) : (
        <Form method="post" className="space-y-5" ref={form} noValidate>
          {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
          {errors.token ? <Alert tone="error">{errors.token}</Alert> : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <Field label="New password" htmlFor="password" error={errors.password}>
            <PasswordInput
              id="password"
              name="password"
              autoComplete="new-password"
              minLength={8}
              required
              aria-invalid={errors.password ? true : undefined}
            />
          </Field>
          <Button type="submit" busy={busy} className="w-full">
            Save new password
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}

export function meta() {
  return [{ title: 'Reset password · Capsule Studio' }]
}
