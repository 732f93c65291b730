import { useState } from 'react'
import { useFetcher } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field, PasswordInput } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import { answerOf, IntentForm, useAnswer } from './intent-form'

/** `qr`: the otpauth address as an SVG QR code, drawn by the server (qr-code.server.ts). */
type Setup = { secret: string; uri: string; qr: string; recoveryCodes: string[] }
type SetupAnswer = FormResult & { setup?: Setup }

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

type SetupFetcher = ReturnType<typeof useFetcher<SetupAnswer>>

/** The password form that starts or turns off two-factor sign-in (its fetcher is the parent's). */
function PasswordStep({
  fetcher,
  intent,
  label,
}: {
  fetcher: SetupFetcher
  intent: 'start-two-factor' | 'turn-off-two-factor'
  label: string
}) {
  const { busy, errors } = answerOf(fetcher)
  const id = `${intent}-password`
  return (
    <IntentForm fetcher={fetcher} intent={intent} className="max-w-md space-y-4">
      <Field label="Your password" htmlFor={id} error={errors.password}>
        <PasswordInput
          id={id}
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
        />
      </Field>
      <Button
        type="submit"
        variant={intent === 'turn-off-two-factor' ? 'secondary' : 'primary'}
        busy={busy}
      >
        {label}
      </Button>
    </IntentForm>
  )
}

function ConfirmStep({ setup, onConfirmed }: { setup: Setup; onConfirmed: () => void }) {
  const fetcher = useFetcher<FormResult>()
  const { busy, errors } = answerOf(fetcher)
  useAnswer(fetcher, (answer) => {
    if (answer.ok) onConfirmed()
  })
  return (
    <ol className="max-w-xl list-decimal space-y-5 pl-5 text-sm text-ink marker:text-muted">
      <li className="space-y-3">
        <p>
          Add Capsule Studio to an authenticator app (Google Authenticator, 1Password, Authy…): scan
          this code with it, open the link on your phone, or type the key into the app.
        </p>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="size-44 rounded-xl border border-line bg-white p-2 [&>svg]:size-full"
          // Built by the server from the otpauth address alone: shapes only, no text or markup of ours.
          dangerouslySetInnerHTML={{ __html: setup.qr }}
        />
        <p className="rounded-xl bg-sunken px-4 py-3 font-mono text-base tracking-wider break-all text-ink">
          <span className="sr-only">Key: </span>
          <span data-testid="two-factor-secret">{grouped(setup.secret)}</span>
        </p>
        <a href={setup.uri} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Open in authenticator app
        </a>
      </li>
      <li>
        <IntentForm fetcher={fetcher} intent="confirm-two-factor" className="max-w-xs space-y-4">
          <Field label="Code from the app" htmlFor="two-factor-code" error={errors.code}>
            <Input
              id="two-factor-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              aria-invalid={errors.code ? true : undefined}
            />
          </Field>
          <Button type="submit" busy={busy}>
            Turn on two-factor sign-in
          </Button>
        </IntentForm>
      </li>
    </ol>
  )
}

const RECOVERY_FILE = 'capsule-studio-recovery-codes.txt'

/** The codes as a text file the browser saves (nothing leaves the page). */
function downloadCodes(codes: string[]) {
  const text = [
    'Capsule Studio: two-factor recovery codes.',
    'Each one signs you in once if your phone is not at hand.',
    '',
    ...codes,
    '',
  ].join('\n')
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = RECOVERY_FILE
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="space-y-4">
      <Alert tone="success">Two-factor sign-in is on.</Alert>
      <p className="text-sm text-pretty text-ink">
        Save these recovery codes somewhere safe now: they are shown only once. Each one signs you
        in once if your phone is not at hand.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-2 gap-2 rounded-xl bg-sunken p-4 font-mono text-sm tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          <Icon name="copy" className="size-4" /> Copy codes
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => downloadCodes(codes)}>
          <Icon name="download" className="size-4" /> Download codes
        </Button>
        <span role="status" className="text-sm text-muted">
          {copied === 'yes'
            ? 'Copied'
            : copied === 'failed'
              ? 'Your browser did not allow copying: select the codes and copy them.'
              : null}
        </span>
      </div>
      <Button type="button" onClick={onDone}>
        I saved my recovery codes
      </Button>
    </div>
  )
}

/** Two-factor sign-in on the account screen: set up, confirm, recovery codes, turn off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { toast } = useToast()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  // Owned here: the forms they serve come and go as the account's state changes.
  const start = useFetcher<SetupAnswer>()
  const off = useFetcher<SetupAnswer>()
  useAnswer(start, (answer) => {
    if (answer.ok && answer.setup) setSetup(answer.setup)
  })
  useAnswer(off, (answer) => {
    if (answer.ok) toast('Two-factor sign-in is off.', { tone: 'success' })
  })

  if (setup && confirmed) {
    return (
      <RecoveryCodes
        codes={setup.recoveryCodes}
        onDone={() => {
          setSetup(null)
          setConfirmed(false)
        }}
      />
    )
  }
  if (setup) return <ConfirmStep setup={setup} onConfirmed={() => setConfirmed(true)} />
  if (enabled) {
    return (
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <Icon name="shield-check" className="size-5" /> Two-factor sign-in is on.
        </p>
        <PasswordStep
          fetcher={off}
          intent="turn-off-two-factor"
          label="Turn off two-factor sign-in"
        />
      </div>
    )
  }
  return (
    <PasswordStep fetcher={start} intent="start-two-factor" label="Set up two-factor sign-in" />
  )
}
