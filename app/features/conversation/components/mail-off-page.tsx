import { Form, Link, useNavigation } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

/**
 * The page a reply e-mail's "Turn them off" link opens: one button, no account, no password.
 * `done`: her e-mails are off. `owner`: the stylist opened her client's link (she only sees it).
 * `error`: the link could not be used now (too many tries), said in place of the button.
 */
export function MailOffPage({
  capsuleId,
  capsuleName,
  state,
  error,
}: {
  capsuleId: string
  capsuleName: string | null
  state: 'ask' | 'done' | 'owner'
  error?: string
}) {
  const named = capsuleName ? `“${capsuleName}”` : 'this capsule'
  const busy = useNavigation().state === 'submitting'
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-5 py-12 text-center">
      <div className="w-full max-w-md">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon
            name={state === 'done' ? 'circle-check' : 'mail'}
            className="size-6"
            strokeWidth={1.5}
          />
        </span>
        <h1 className="mt-6 font-display text-4xl leading-tight font-medium text-balance">
          {state === 'done' ? 'E-mails turned off' : 'E-mails about replies'}
        </h1>
        <p className="mt-3 text-muted">
          {state === 'done'
            ? `You will not get e-mails about replies on ${named} any more. Replies still show on your capsule page, where you can turn the e-mails on again.`
            : state === 'owner'
              ? `This is the link your client gets to turn off e-mails about your replies on ${named}. Only she can use it.`
              : `Stop the e-mails telling you about replies on ${named}? Replies still show on your capsule page.`}
        </p>
        {error ? (
          <div className="mt-6 text-left">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
        {state === 'ask' && !error ? (
          <Form method="post" className="mt-8">
            <Button type="submit" busy={busy}>
              Turn e-mails off
            </Button>
          </Form>
        ) : null}
        <Link
          to={`/capsule/${capsuleId}`}
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
        >
          Open the capsule
        </Link>
      </div>
    </main>
  )
}
