import { useEffect, useEffectEvent, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field, PasswordInput } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'
import { SIGNED_OUT_EVENT } from '~/lib/network-guard'

import { SecondStepFields, secondStepPrompt } from './second-step-fields'

type SignInAnswer = { errors?: FieldErrors; formError?: string; twoFactor?: boolean }

const PASSWORD_FORM = 'signed-out-form'
const CODE_FORM = 'signed-out-code-form'

/**
 * Signing in again over the page, when a save found the session over (see `guardNetwork`): the
 * page and its open form stay exactly as they were, so the stylist signs in and saves again.
 * With two-factor sign-in on, the code (or a recovery code) is asked next, in the same dialog.
 * `layoutData` is the dashboard layout's loader data: signing in reloads it, and new data means
 * a session again, which closes the dialog.
 */
export function SignedOutDialog({ email, layoutData }: { email: string; layoutData: object }) {
  const [signedOutOn, setSignedOutOn] = useState<object | null>(null)
  const password = useFetcher<SignInAnswer>()
  const code = useFetcher<SignInAnswer>()
  // Answers of an earlier sign-in (back, or a new sign-out): no longer shown.
  const [dismissed, setDismissed] = useState<{ password?: SignInAnswer; code?: SignInAnswer }>({})
  const [recovery, setRecovery] = useState(false)
  const location = useLocation()
  const open = signedOutOn === layoutData
  const redirectTo = `${location.pathname}${location.search}`

  const passwordAnswer =
    password.state === 'idle' && password.data !== dismissed.password ? password.data : undefined
  const codeStep = Boolean(passwordAnswer?.twoFactor)
  const codeAnswer = code.state === 'idle' && code.data !== dismissed.code ? code.data : undefined
  const busy = (codeStep ? code : password).state !== 'idle'
  const answer = codeStep ? codeAnswer : passwordAnswer
  const errors = answer?.errors ?? {}
  const passwordForm = useRevealFailure(passwordAnswer)
  const codeForm = useRevealFailure(codeAnswer)

  function backToPassword() {
    setDismissed({ password: password.data, code: code.data })
    setRecovery(false)
  }
  const show = useEffectEvent(() => {
    backToPassword()
    setSignedOutOn(layoutData)
  })
  useEffect(() => {
    const onSignedOut = () => show()
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut)
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut)
  }, [])

  return (
    <Dialog
      open={open}
      onClose={() => setSignedOutOn(null)}
      size="sm"
      title="You were signed out"
      description={
        codeStep
          ? secondStepPrompt(recovery)
          : 'Sign in to continue — the page and what you typed stay as they are.'
      }
      footerNote={answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
      footer={
        codeStep ? (
          <>
            <Button variant="secondary" onClick={backToPassword}>
              Back
            </Button>
            <Button type="submit" form={CODE_FORM} busy={busy}>
              Verify
            </Button>
          </>
        ) : (
          <Button type="submit" form={PASSWORD_FORM} busy={busy}>
            Sign In
          </Button>
        )
      }
    >
      {codeStep ? (
        <code.Form
          ref={codeForm}
          id={CODE_FORM}
          method="post"
          action="/auth/two-factor"
          className="space-y-5"
          noValidate
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SecondStepFields
            id="signed-out-code"
            recovery={recovery}
            onSwitch={() => setRecovery((current) => !current)}
            error={errors.code}
          />
        </code.Form>
      ) : (
        // An answer that asks for the code must not reload the page's data: still signed out,
        // that reload would put the sign-in screen in place of the page and its open form.
        <password.Form
          ref={passwordForm}
          id={PASSWORD_FORM}
          method="post"
          action="/auth/sign-in"
          className="space-y-5"
          defaultShouldRevalidate={false}
          noValidate
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
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
        </password.Form>
      )}
    </Dialog>
  )
}
