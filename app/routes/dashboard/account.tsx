import { data } from 'react-router'
import { PageHeader } from '~/components/ui/page-header'
import {
  changePassword,
  confirmTwoFactor,
  hasTwoFactor,
  listDevices,
  signOutDevice,
  signOutOtherDevices,
  startTwoFactor,
  turnOffTwoFactor,
} from '~/features/auth/account.server'
import {
  AccountSection,
  ChangePasswordForm,
  DeviceList,
} from '~/features/auth/components/account-settings'
import { TwoFactorSettings } from '~/features/auth/components/two-factor-settings'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import { ChangePasswordSchema, PasswordOnlySchema, TotpCodeSchema } from '~/features/auth/schema'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { readForm } from '~/lib/read-form'
import { requireUser } from '~/server/auth.server'
import type { Route } from './+types/account'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [devices, twoFactor] = await Promise.all([listDevices(user), hasTwoFactor(user.id)])
  return { email: user.email, devices, twoFactor }
}

const DEVICE_GONE = 'That device was already signed out.'

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  if (form.intent === 'change-password') {
    const parsed = ChangePasswordSchema.safeParse(form)
    if (!parsed.success)
      return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    const changed = await changePassword(request, user, parsed.data)
    if (!changed.ok) return data<FormResult>(changed.result, { status: changed.status })
    return data<FormResult>({ ok: true }, { headers: changed.headers })
  }
  if (form.intent === 'sign-out-device') {
    const ended = await signOutDevice(request, user, (form.id ?? '').slice(0, 64))
    if (!ended) return data<FormResult>({ formError: DEVICE_GONE }, { status: 404 })
    return data<FormResult>({ ok: true })
  }
  if (form.intent === 'two-factor-start' || form.intent === 'two-factor-off') {
    const parsed = PasswordOnlySchema.safeParse(form)
    if (!parsed.success)
      return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    if (form.intent === 'two-factor-off') {
      const off = await turnOffTwoFactor(request, user, parsed.data.password)
      if (!off.ok) return data<FormResult>(off.result, { status: off.status })
      return data<FormResult>({ ok: true }, { headers: off.headers })
    }
    const started = await startTwoFactor(request, user, parsed.data.password)
    if (!started.ok) return data<FormResult>(started.result, { status: started.status })
    return data({ ok: true, setup: started.setup })
  }
  if (form.intent === 'two-factor-confirm') {
    const parsed = TotpCodeSchema.safeParse(form)
    if (!parsed.success)
      return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    const confirmed = await confirmTwoFactor(request, user, parsed.data.code)
    if (!confirmed.ok) return data<FormResult>(confirmed.result, { status: confirmed.status })
    return data<FormResult>({ ok: true }, { headers: confirmed.headers })
  }
  if (form.intent === 'sign-out-others') {
    await signOutOtherDevices(request, user)
    return data<FormResult>({ ok: true })
  }
  return data<FormResult>({ formError: 'Unknown action.' }, { status: 400 })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Account" subtitle={loaderData.email} />
      <AccountSection
        id="password-title"
        title="Password"
        description="Changing it signs out every other device, and we e-mail you a notice."
      >
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection
        id="two-factor-title"
        title="Two-factor sign-in"
        description="Optional: after your password, a code from an authenticator app on your phone."
      >
        <TwoFactorSettings enabled={loaderData.twoFactor} />
      </AccountSection>
      <AccountSection
        id="devices-title"
        title="Signed-in devices"
        description="Where your studio is open. Sign out anything you do not recognise."
      >
        <DeviceList devices={loaderData.devices} />
      </AccountSection>
    </div>
  )
}

export function meta() {
  return [{ title: 'Account · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
