import { useState } from 'react'
import { Link, useFetcher } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field, PasswordInput } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

import { AuthCard } from './auth-card'
import { SecondStepFields, secondStepPrompt } from './second-step-fields'

type AccountData = {
  errors?: FieldErrors
  formError?: string
  unconfirmed?: boolean
  email?: string
  signedUp?: boolean
  resent?: boolean
  alreadySent?: boolean
  twoFactor?: boolean
}

type Mode = 'sign-in' | 'sign-up'

/**
 * The sign-in / sign-up screen. Shown in place of any dashboard page while signed out; after
 * signing in, the page that was asked for (`redirectTo`) appears.
 */
export function AuthScreen({
  redirectTo,
  notice,
  invited,
}: {
  redirectTo: string
  notice?: string
  /** The address an invitation went to: the screen opens on Create Account with it filled in. */
  invited?: string
}) {
  const [mode, setMode] = useState<Mode>(invited ? 'sign-up' : 'sign-in')
  const fetcher = useFetcher<AccountData>()
  const resend = useFetcher<AccountData>()
  // Messages belong to the answer they came with: toggling the mode dismisses them.
  const [dismissed, setDismissed] = useState<{ main?: AccountData; resend?: AccountData }>({})
  const busy = fetcher.state !== 'idle'
  const answer = !busy && fetcher.data !== dismissed.main ? fetcher.data : undefined
  const resendAnswer =
    resend.state === 'idle' && resend.data !== dismissed.resend ? resend.data : undefined
  const [noticeVisible, setNoticeVisible] = useState(Boolean(notice))
  const form = useRevealFailure(answer)

  function toggleMode() {
    setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'))
    setDismissed({ main: fetcher.data, resend: resend.data })
    setNoticeVisible(false)
  }

  if (answer?.twoFactor) {
    return (
      <SecondStep
        redirectTo={redirectTo}
        onBack={() => setDismissed({ main: fetcher.data, resend: resend.data })}
      />
    )
  }

  const signingIn = mode === 'sign-in'
  const errors = answer?.errors ?? {}
  const error = resendAnswer?.resent ? undefined : (resendAnswer?.formError ?? answer?.formError)
  const success = answer?.signedUp
    ? 'Check your email for the confirmation link!'
    : resendAnswer?.resent
      ? resendAnswer.alreadySent
        ? `A confirmation link was already sent to ${answer?.email ?? 'your e-mail'} in the last hour, and it still works. Check your inbox and your spam folder.`
        : `We sent a new confirmation link to ${answer?.email ?? 'your e-mail'}.`
      : noticeVisible
        ? notice
        : undefined

  /** A new link for the sign-up made with the password just typed (it rides with its link). */
  function resendLink(email: string) {
    const password = form.current ? new FormData(form.current).get('password') : null
    void resend.submit(
      { email, password: typeof password === 'string' ? password : '' },
      { method: 'post', action: '/auth/resend-confirmation' },
    )
  }

  return (
    <AuthCard
      title={signingIn ? 'Welcome Back' : 'Create Account'}
      subtitle={signingIn ? 'Sign in to your dashboard' : 'Set up your stylist account'}
      footer={
        <button
          type="button"
          onClick={toggleMode}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          {signingIn ? "Don't have an account? Create one" : 'Already have an account? Sign in'}
        </button>
      }
    >
      <div aria-live="polite" className="space-y-3 empty:hidden mb-5">
        {error ? (
          <Alert
            tone="error"
            action={
              answer?.unconfirmed && answer.email ? (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  busy={resend.state !== 'idle'}
                  onClick={() => resendLink(answer.email!)}
                >
                  Resend confirmation link
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        ) : null}
        {success && !error ? <Alert tone="success">{success}</Alert> : null}
      </div>
      <fetcher.Form
        ref={form}
        noValidate
        method="post"
        action={signingIn ? '/auth/sign-in' : '/auth/sign-up'}
        className="space-y-5"
        onSubmit={() => setNoticeVisible(false)}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" htmlFor="email" error={errors.email}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={invited}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
        </Field>
        <Field label="Password" htmlFor="password" error={errors.password}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete={signingIn ? 'current-password' : 'new-password'}
            minLength={signingIn ? undefined : 8}
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
        </Field>
        {signingIn ? (
          <div className="-mt-2 text-right">
            <Link
              to="/forgot-password"
              className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
            >
              Forgot password?
            </Link>
          </div>
        ) : null}
        <Button type="submit" busy={busy} className="w-full">
          {signingIn ? 'Sign In' : 'Create Account'}
        </Button>
      </fetcher.Form>
    </AuthCard>
  )
}

/**
 * The second step of a two-factor sign-in, after the right password: a code from the
 * authenticator app, or one of the recovery codes.
 */
function SecondStep({ redirectTo, onBack }: { redirectTo: string; onBack: () => void }) {
  const fetcher = useFetcher<AccountData>()
  const [recovery, setRecovery] = useState(false)
  const busy = fetcher.state !== 'idle'
  const answer = busy ? undefined : fetcher.data
  const form = useRevealFailure(answer)
  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle={secondStepPrompt(recovery)}
      footer={
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Back to sign in
        </button>
      }
    >
      <div aria-live="polite" className="mb-5 space-y-3 empty:hidden">
        {answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
      </div>
      <fetcher.Form
        ref={form}
        noValidate
        method="post"
        action="/auth/two-factor"
        className="space-y-5"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SecondStepFields
          id="second-step-code"
          recovery={recovery}
          onSwitch={() => setRecovery((current) => !current)}
          error={answer?.errors?.code}
        />
        <Button type="submit" busy={busy} className="w-full">
          Verify
        </Button>
      </fetcher.Form>
    </AuthCard>
  )
}
