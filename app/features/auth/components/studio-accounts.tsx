import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { LocalTime } from '~/components/ui/local-time'

import { IntentForm, useFormThatResets } from './intent-form'

/** An invitation not used yet (see invitations.server.ts). */
export type InvitationView = { email: string; expiresAt: string }

/** One e-mail of the log of what the site's accounts sent (see client-email.server.ts). */
export type SentEmailView = {
  id: string
  sentAt: string
  from: string
  to: string
  subject: string
}

/** The site owner invites a stylist by e-mail; the invitations not used yet are listed. */
export function InviteStylists({ invitations }: { invitations: InvitationView[] }) {
  const { fetcher, form, busy, errors } = useFormThatResets('Invitation sent.')
  return (
    <>
      <IntentForm
        fetcher={fetcher}
        intent="invite-stylist"
        formRef={form}
        className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <Field label="Her e-mail" htmlFor="invite-email" error={errors.email}>
            <Input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              aria-invalid={errors.email ? true : undefined}
            />
          </Field>
        </div>
        <Button type="submit" busy={busy} className="sm:mt-7">
          Send invitation
        </Button>
      </IntentForm>
      {invitations.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-medium text-ink">Waiting to sign up</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="break-all text-ink">{invitation.email}</span>
                <span className="text-muted">
                  Until <LocalTime value={invitation.expiresAt} format="date" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/** Who sent which e-mail to whom, newest first: the site owner sees what every account sends. */
export function SentEmailLog({ emails }: { emails: SentEmailView[] }) {
  if (emails.length === 0) {
    return <p className="text-sm text-muted">No e-mails have been sent to clients yet.</p>
  }
  return (
    <ul className="divide-y divide-line text-sm">
      {emails.map((email) => (
        <li key={email.id} className="grid gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[9rem_1fr]">
          <span className="text-muted">
            <LocalTime value={email.sentAt} />
          </span>
          <span className="min-w-0">
            <span className="block break-words text-ink">{email.subject}</span>
            <span className="block break-all text-muted">
              From {email.from} to {email.to}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
