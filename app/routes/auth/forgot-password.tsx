import { Form, useNavigation } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { requestPasswordReset } from '~/features/auth/account-access.server'
import { AuthCard, BackToSignIn } from '~/features/auth/components/auth-card'
import { EmailOnlySchema } from '~/features/auth/schema'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/forgot-password'

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), EmailOnlySchema, { keep: ['email'] })
  if (!parsed.success) return parsed.reply
  const result = await requestPasswordReset(request, parsed.data.email)
  if (!result.ok) return formError(result.formError, result.status)
  return { sent: true, alreadySent: result.alreadySent === true }
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const failed = actionData && 'sent' in actionData ? undefined : actionData
  const errors = failed?.errors ?? {}
  const form = useRevealFailure(failed)
  return (
    <AuthCard
      title="Forgot password?"
      subtitle="We will e-mail you a link to choose a new one."
      footer={<BackToSignIn />}
    >
      {actionData && 'sent' in actionData ? (
        <Alert tone="success">
          {actionData.alreadySent
            ? 'If an account exists for that address, a reset link was already sent to it in the last hour, and it still works. Check your inbox and your spam folder.'
            : 'If an account exists for that address, a reset link is on its way. Check your email.'}
        </Alert>
      ) : (
        <Form method="post" className="space-y-5" ref={form} noValidate>
          {failed?.formError ? <Alert tone="error">{failed.formError}</Alert> : null}
          <Field label="Email" htmlFor="email" error={errors.email}>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={failed?.values?.email}
              aria-invalid={errors.email ? true : undefined}
            />
          </Field>
          <Button type="submit" busy={busy} className="w-full">
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}

export function meta() {
  return [{ title: 'Forgot password · Capsule Studio' }]
}
