import { useFetcher } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field, PasswordInput } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import { IntentForm, useAnswer, useFormThatResets } from './intent-form'

/** A device of the account screen (see account-settings.server.ts). */
export type DeviceView = {
  id: string
  browser: string
  address: string
  lastActive: string
  current: boolean
}

/** One card of the account screen: a titled section. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-7">
      <h2 id={id} className="font-display text-2xl font-medium text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-pretty text-muted">{description}</p>
      {children}
    </Card>
  )
}

export function ChangePasswordForm() {
  const { fetcher, form, busy, errors } = useFormThatResets(
    'Password changed. Every other device was signed out.',
  )

  return (
    <IntentForm
      fetcher={fetcher}
      intent="change-password"
      formRef={form}
      className="max-w-md space-y-5"
    >
      <Field label="Current password" htmlFor="currentPassword" error={errors.currentPassword}>
        <PasswordInput
          id="currentPassword"
          name="currentPassword"
          autoComplete="current-password"
          required
          aria-invalid={errors.currentPassword ? true : undefined}
        />
      </Field>
      <Field
        label="New password"
        htmlFor="newPassword"
        hint="At least 8 characters, not one of the most common passwords."
        error={errors.newPassword}
      >
        <PasswordInput
          id="newPassword"
          name="newPassword"
          autoComplete="new-password"
          minLength={8}
          required
          aria-invalid={errors.newPassword ? true : undefined}
        />
      </Field>
      <Button type="submit" busy={busy}>
        Change password
      </Button>
    </IntentForm>
  )
}

function DeviceRow({ device }: { device: DeviceView }) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  useAnswer(fetcher, (data) => {
    if (data.formError) toast(data.formError, { tone: 'error' })
  })
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0">
      <Icon name="monitor-smartphone" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {device.browser}
          {device.current ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="text-sm break-words text-muted">
          {device.address} · Last active <LocalTime value={device.lastActive} />
        </p>
      </div>
      {device.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="sign-out-device" />
          <input type="hidden" name="id" value={device.id} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            busy={fetcher.state !== 'idle'}
            aria-label={`Sign out ${device.browser}, ${device.address}`}
          >
            Sign out
          </Button>
        </fetcher.Form>
      )}
    </li>
  )
}

export function DeviceList({ devices }: { devices: DeviceView[] }) {
  const others = useFetcher<FormResult>()
  const { toast } = useToast()
  useAnswer(others, (data) => {
    if (data.ok) toast('Every other device was signed out.', { tone: 'success' })
    else if (data.formError) toast(data.formError, { tone: 'error' })
  })
  const hasOthers = devices.some((device) => !device.current)
  return (
    <>
      <ul className="divide-y divide-line">
        {devices.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
      {hasOthers ? (
        <others.Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="secondary" busy={others.state !== 'idle'}>
            <Icon name="log-out" className="size-4" />
            Sign out of all other devices
          </Button>
        </others.Form>
      ) : null}
    </>
  )
}
