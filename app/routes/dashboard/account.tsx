import { PageHeader } from '~/components/ui/page-header'
import { listClientEmails } from '~/domain/client-email.server'
import { alertSettingsOf } from '~/features/activity/index.server'
import { accountIntents } from '~/features/auth/account-intents.server'
import { hasTwoFactor, listDevices } from '~/features/auth/account-settings.server'
import {
  AccountSection,
  ChangePasswordForm,
  DeviceList,
} from '~/features/auth/components/account-settings'
import { AlertSettingsForm } from '~/features/auth/components/alert-settings'
import { JobList } from '~/features/auth/components/job-list'
import { InviteStylists, SentEmailLog } from '~/features/auth/components/studio-accounts'
import { StudioSettingsForm } from '~/features/auth/components/studio-settings'
import { TwoFactorSettings } from '~/features/auth/components/two-factor-settings'
import { listInvitations, signUpPolicy } from '~/features/auth/invitations.server'
import { ShowChecklist } from '~/features/first-run/components/first-run'
import { firstRunIntents } from '~/features/first-run/first-run-intents.server'
import { openStudio } from '~/features/first-run/open-studio.server'
import { isSiteOwner } from '~/features/site/site-owner.server'
import { appJobs } from '~/jobs.server'
import { guardNetwork } from '~/lib/network-guard'
import { timeZoneOptions } from '~/lib/time-zones'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'
import { listJobs } from '~/server/job-status.server'

import type { Route } from './+types/account'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [devices, twoFactor, studio, siteOwner, alerts] = await Promise.all([
    listDevices(user),
    hasTwoFactor(user.id),
    openStudio(request, user),
    isSiteOwner(user.id),
    alertSettingsOf(user.id),
  ])
  const jobs = await listJobs(appJobs, { ownerId: user.id, siteOwner })
  // The site owner also sees who may join and what every account sends to clients.
  const site = siteOwner
    ? {
        inviteOnly: signUpPolicy() === 'invite',
        invitations: await listInvitations(),
        emails: (await listClientEmails()).map((email) => ({
          ...email,
          sentAt: email.sentAt.toISOString(),
        })),
      }
    : null
  return {
    email: user.email,
    devices,
    twoFactor,
    studio,
    zones: timeZoneOptions(),
    alerts,
    jobs,
    site,
  }
}

export const action = intentAction(
  [accountIntents, firstRunIntents],
  async ({ request }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Account" subtitle={loaderData.email} />
      <AccountSection
        id="studio-title"
        title="Studio"
        description="How your studio appears to your clients, the currency of its prices, its time zone, and how often shops are checked for stock and price."
      >
        <StudioSettingsForm studio={loaderData.studio} zones={loaderData.zones} />
        {loaderData.studio.checklistHiddenAt ? (
          <div className="mt-6 border-t border-line pt-5">
            <ShowChecklist />
          </div>
        ) : null}
      </AccountSection>
      <AccountSection
        id="alerts-title"
        title="E-mail alerts"
        description="How you hear of what comes back from your clients and visitors: an e-mail as it happens, one summary a day, or no e-mail. Today shows everything either way, and nothing you have opened there is e-mailed."
      >
        <AlertSettingsForm settings={loaderData.alerts} />
      </AccountSection>
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
      {loaderData.site?.inviteOnly ? (
        <AccountSection
          id="invite-title"
          title="Invite a stylist"
          description="New accounts are by invitation. She gets an e-mail with a link to create hers, good for 14 days."
        >
          <InviteStylists invitations={loaderData.site.invitations} />
        </AccountSection>
      ) : null}
      {loaderData.site ? (
        <AccountSection
          id="sent-emails-title"
          title="E-mails sent from this site"
          description="What every account sent to clients, subscribers and invited stylists, newest first: who, to whom, and when."
        >
          <SentEmailLog emails={loaderData.site.emails} />
        </AccountSection>
      ) : null}
      {loaderData.jobs.length > 0 ? (
        <AccountSection
          id="jobs-title"
          title="Jobs"
          description="The work the studio does by itself: when each job last ran, when it runs next, and what failed."
        >
          <JobList jobs={loaderData.jobs} />
        </AccountSection>
      ) : null}
    </div>
  )
}

export function meta() {
  return [{ title: 'Account · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
