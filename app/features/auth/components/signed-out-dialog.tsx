import { useEffect, useEffectEvent, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field, PasswordInput } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'
import { SIGNED_OUT_EVENT } from '~/lib/network-guard'

type SignInAnswer = { errors?: FieldErrors; formError?: string }

/**
 * Signing in again over the page, when a save found the session over (see `guardNetwork`): the
 * page and its open form stay exactly as they were, so the stylist signs in and saves again.
 * `layoutData` is the dashboard layout's loader data: signing in reloads it, and new data means
 * a session again, which closes the dialog.
 */
export function SignedOutDialog({ email, layoutData }: { email: string; layoutData: object }) {
  const [signedOutOn, setSignedOutOn] = useState<object | null>(null)
  const fetcher = useFetcher<SignInAnswer>()
  const location = useLocation()
  const busy = fetcher.state !== 'idle'
  const answer = busy ? undefined : fetcher.data
  const errors = answer?.errors ?? {}
  const open = signedOutOn === layoutData

  const show = useEffectEvent(() => setSignedOutOn(layoutData))
  useEffect(() => {
    const onSignedOut = () => show()
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut)
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut)
  }, [])

  const formId = 'signed-out-form'
  return (
    <Dialog
      open={open}
      onClose={() => setSignedOutOn(null)}
      size="sm"
      title="You were signed out"
      description="Sign in to continue — the page and what you typed stay as they are."
      footer={
        <Button type="submit" form={formId} busy={busy}>
          Sign In
        </Button>
      }
    >
      <fetcher.Form id={formId} method="post" action="/auth/sign-in" className="space-y-5">
        {answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <Field label="Email" htmlFor="signed-out-email" error={errors.email}>
          <Input
            id="signed-out-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            required
          />
        </Field>
        <Field label="Password" htmlFor="signed-out-password" error={errors.password}>
          <PasswordInput
            id="signed-out-password"
            name="password"
            autoComplete="current-password"
            required
            data-autofocus
          />
        </Field>
      </fetcher.Form>
    </Dialog>
  )
}
